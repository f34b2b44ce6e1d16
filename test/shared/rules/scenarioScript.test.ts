// `npm run scenario -- FILE` (scripts/scenario.ts): prints { state, events, errors } as JSON; a bad file names the field.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const run = (file: string): { out: unknown; code: number } => {
  try {
    const out = execFileSync('npx', ['tsx', 'scripts/scenario.ts', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return { out: JSON.parse(out), code: 0 };
  } catch (e) {
    const err = e as { stdout: string; status: number };
    return { out: JSON.parse(err.stdout), code: err.status };
  }
};

describe('scripts/scenario.ts', () => {
  it('prints state, events and the rejected commands with their codes', () => {
    const { out, code } = run('test/fixtures/scenarios/distance-table.json');
    expect(code).toBe(0);
    const o = out as {
      state: { units: Record<string, { hp: number }> };
      events: { type: string }[];
      errors: { index: number; code: string }[];
    };
    expect(o.state.units.b.hp).toBe(3);
    expect(o.events.some((e) => e.type === 'damaged')).toBe(true);
    expect(o.errors).toMatchObject([{ index: 4, code: 'skill/used', ruleId: 'R-SKILL-3' }]);
  }, 60_000);
  it('an invalid file exits 1 with the path of the bad field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-'));
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        units: [
          { character: 'eli', seat: 9, pos: { q: 0, r: 0 } },
          { character: 'nia', seat: 0, pos: { q: 1, r: 0 } },
        ],
      }),
    );
    const { out, code } = run(file);
    expect(code).toBe(1);
    expect(out).toEqual({ errors: [{ path: 'units[0].seat', message: 'expected an integer from 0 to 3' }] });
  }, 60_000);
  it('a truncated file exits 1 with the errors array, its line and column', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-'));
    const file = join(dir, 'cut.json');
    writeFileSync(file, '{"units": [{"character": "eli",\n  "seat": 0');
    const { out, code } = run(file);
    expect(code).toBe(1);
    expect(out).toMatchObject({ errors: [{ path: '', line: 2, column: 12 }] });
  }, 60_000);
});
