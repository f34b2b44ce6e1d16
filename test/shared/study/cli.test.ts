// Issue 15 §2 "Proof": the CLI study prints the same figures twice for the same seed (scripts/study.ts), on worker threads.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseStudyArgs } from '../../../scripts/study';

const run = promisify(execFile);
const study = (args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/study.ts', ...args], {
    cwd: join(import.meta.dirname, '../../..'),
    timeout: 120_000,
  });

describe('npm run study', () => {
  it('prints the same report twice for the same seed, with 2 worker threads and with 1, and writes JSON and CSV', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ifera-study-'));
    const common = ['beginner', '--games', '10', '--seed', '5', '--characters', 'eli,yunye,darien,noel', '--quiet'];
    const [a, b] = await Promise.all([
      study([...common, '--workers', '2', '--json', join(dir, 'a.json'), '--csv', join(dir, 'a.csv')]),
      study([...common, '--workers', '1', '--json', join(dir, 'b.json'), '--csv', join(dir, 'b.csv')]),
    ]);
    expect(a.stdout).toMatch(/Games 10\/10 \(completed\), seed 5/);
    expect(a.stdout).toMatch(/Verdict: /);
    expect(b.stdout).toBe(a.stdout);
    expect(readFileSync(join(dir, 'b.json'), 'utf8')).toBe(readFileSync(join(dir, 'a.json'), 'utf8'));
    expect(readFileSync(join(dir, 'b.csv'), 'utf8')).toBe(readFileSync(join(dir, 'a.csv'), 'utf8'));
    const json = JSON.parse(readFileSync(join(dir, 'a.json'), 'utf8'));
    expect(json.games).toHaveLength(10);
    expect(json.report.games).toBe(10);
    const other = await study([...common.slice(0, 3), '--seed', '6', ...common.slice(5), '--workers', '1']);
    expect(other.stdout).not.toBe(a.stdout);
  }, 240_000);

  it('issue 31: --vs plays the same plan on two maps and prints one table of differences with 95 % intervals', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ifera-study-vs-'));
    const out = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/study.ts',
        'beginner',
        '--vs',
        'random',
        '--games',
        '8',
        '--workers',
        '1',
        '--characters',
        'eli,yunye,darien,noel',
        '--quiet',
        '--json',
        join(dir, 'c.json'),
      ],
      {
        cwd: join(import.meta.dirname, '../../..'),
        timeout: 120_000,
        env: { ...process.env, IFERA_STUDY_INLINE: '1' },
      },
    );
    expect(out.stdout).toMatch(/^Map A: .*\nMap B: .*\n\nA \S+\nB \S+\n/);
    expect(out.stdout).toMatch(/\nfigure +A +B +B − A +95 % interval\nblue of the decisive games +\d/);
    const json = JSON.parse(readFileSync(join(dir, 'c.json'), 'utf8'));
    expect(json).toMatchObject({ format: 'ifera-study-comparison/1', samePlan: true });
    expect(json.reports.map((r: { games: number }) => r.games)).toEqual([8, 8]);
    await expect(study(['beginner', '--vs', 'AAAA'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^B layout: /m),
    });
  }, 120_000);

  it('names a bad option and exits with 2', async () => {
    await expect(study(['beginner', '--games', 'many'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--games expects a whole number, got many/),
    });
    await expect(study(['beginner', '--characters', 'eli,zed,noel,nia'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/characters: no character zed/),
    });
  }, 120_000);

  it('reads its arguments', () => {
    expect(
      parseStudyArgs(['random', '--games', '50', '--seed', '3', '--workers', '2', '--no-stop', '--json', 'x.json']),
    ).toEqual({
      ok: true,
      args: {
        options: { layout: 'random', games: 50, seed: 3, stop: false },
        vs: null,
        workers: 2,
        json: 'x.json',
        csv: null,
        lang: 'en',
        quiet: false,
      },
    });
    expect(parseStudyArgs(['beginner', '--vs', 'random'])).toMatchObject({
      ok: true,
      args: { options: { layout: 'beginner' }, vs: 'random' },
    });
    expect(parseStudyArgs(['beginner', '--vs'])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/--vs expects a second layout/),
    });
    expect(parseStudyArgs([])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/--games N +the most games, 1 to 100,000/),
    });
    expect(
      parseStudyArgs(['beginner', '--margin', '0.05']).ok &&
        (parseStudyArgs(['beginner', '--margin', '0.05']) as { args: { options: { stop: unknown } } }).args.options
          .stop,
    ).toEqual({ margin: 0.05 });
    expect(parseStudyArgs([])).toMatchObject({ ok: false, message: expect.stringMatching(/^usage/) });
    expect(parseStudyArgs(['beginner', 'random'])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/one layout only/),
    });
    expect(parseStudyArgs(['beginner', '--bogus'])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/unknown option --bogus/),
    });
  });
});
