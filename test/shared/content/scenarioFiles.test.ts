import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hexDistance } from '../../../shared/hex';
import { applyCommand } from '../../../shared/rules';
import { parseScenario, runScenario } from '../../../shared/rules';

/** Runs a scenario file of test/shared/content/scenarios (also runnable with `npm run scenario -- FILE`). */
function runFile(name: string) {
  const json = JSON.parse(readFileSync(new URL(`./scenarios/${name}`, import.meta.url), 'utf8'));
  const parsed = parseScenario(json);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const r = runScenario(parsed.scenario);
  if ('error' in r) throw new Error(r.error);
  return r;
}

describe('content scenario files', () => {
  it('R-CHAIN-8 chain8-death-cut.json: Death Cut (28) lands before Flame Soulburn (69)', () => {
    const r = runFile('chain8-death-cut.json');
    expect(r.errors).toEqual([]);
    const order = r.events.filter((e) => e.type === 'damaged').map((e) => (e as { unit: string }).unit);
    expect(order.slice(0, 2)).toEqual(['nia', 'eli']);
    expect(r.state.units.nia.hp).toBe(3);
  });

  it('R-CHAIN-8 chain8-fatal-throw.json: Eli teleports 4+ away, Flame Soulburn is used but fizzles', () => {
    const r = runFile('chain8-fatal-throw.json');
    // The file stops at the teleport's cell prompt (its option order is the engine's); the test picks a far cell.
    expect(r.errors).toEqual([]);
    const p = r.state.pending!;
    expect(p.kind).toBe('step');
    if (p.kind !== 'step') return;
    const far = p.options.findIndex((c) => hexDistance(c, { q: 0, r: 0 }) >= 4);
    expect(far).toBeGreaterThanOrEqual(0);
    const done = applyCommand(r.state, p.seat, { type: 'choose', prompt: p.id, option: far });
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.state.units.eli.hp).toBe(5);
    expect(done.state.units.nia.hp).toBe(4);
    expect(done.state.units.nia.used).toContain('flameSoulburn');
    expect(done.events.some((e) => e.type === 'fizzled')).toBe(true);
  });

  it('R-NOEL-2 noel-circle-swap.json: the Linked enemy is swapped onto the circle', () => {
    const r = runFile('noel-circle-swap.json');
    expect(r.errors).toEqual([]);
    expect(r.state.units.eli.pos).toEqual({ q: -2, r: 0 });
    expect(r.state.units.eli.hp).toBe(4);
  });
});
