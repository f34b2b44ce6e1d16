/**
 * The games the determinism fixture (test/fixtures/determinism.json) records: seeded bot games on both variants and the
 * scenario files, each reduced to a hash of its final state. Run `npx tsx test/shared/rules/recordedGames.ts --write`
 * to record them again — only when a change is meant to change what the engine does.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { playOut } from '../ai/playOut';
import { CONTENT } from '../../../shared/content';
import * as rules from '../../../shared/rules';
import { createRng, shuffled } from '../../../shared/random';
import { playGame } from '../content/balance';

/** One recorded outcome: what was played, how many commands, and the sha-256 of the final state's JSON. */
export type Recorded = { name: string; commands: number; hash: string };

export const FIXTURE = new URL('../../fixtures/determinism.json', import.meta.url);
const SCENARIO_DIRS = [
  new URL('../../fixtures/scenarios/', import.meta.url),
  new URL('../content/scenarios/', import.meta.url),
];

const hash = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** A bot game from `createMatch` (draft, campfire and placement included), as test/shared/ai/botGames.test.ts plays it. */
function matchGame(variant: 'beginner' | 'standard', seed: number): Recorded {
  const { state, commands } = playOut(variant, seed);
  return { name: `match ${variant} ${seed}`, commands, hash: hash(state) };
}

/** A bot game over a seeded line-up of 4 of the 8 characters (test/shared/content/balance.ts), hashed at its end. */
function lineupGame(variant: 'beginner' | 'standard', seed: number, lineup: string[]): Recorded {
  const captured: { state?: unknown } = {};
  const r = playGame(lineup, seed, { standard: variant === 'standard', onEnd: (s) => (captured.state = s) });
  return {
    name: `lineup ${variant} ${seed} ${lineup.join(',')}`,
    commands: r.commands,
    hash: hash([captured.state, r.errors]),
  };
}

/** Every scenario file, run to its end (state, events and rejected commands hashed). */
function scenarioRuns(): Recorded[] {
  const out: Recorded[] = [];
  for (const dir of SCENARIO_DIRS)
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const parsed = rules.parseScenario(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
      if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.errors)}`);
      const r = rules.runScenario(parsed.scenario);
      out.push({ name: `scenario ${file}`, commands: parsed.scenario.commands?.length ?? 0, hash: hash(r) });
    }
  return out;
}

/** Plays every recorded game now. The counts keep the run near 20 s on a shared 2-core machine. */
export function playRecordedGames(): Recorded[] {
  const ids = Object.keys(CONTENT.characters).sort();
  const rng = createRng(20260512);
  const out: Recorded[] = [];
  for (const variant of ['beginner', 'standard'] as const) {
    for (let seed = 1; seed <= 25; seed++) out.push(matchGame(variant, seed));
    for (let seed = 1; seed <= 150; seed++) out.push(lineupGame(variant, 5000 + seed, shuffled(rng, ids).slice(0, 4)));
  }
  return [...out, ...scenarioRuns()];
}

if (process.argv[1]?.endsWith('recordedGames.ts') && process.argv.includes('--write')) {
  const games = playRecordedGames();
  writeFileSync(FIXTURE, `${JSON.stringify(games, null, 1)}\n`);
  console.log(`recorded ${games.length} games in ${FIXTURE.pathname}`);
}
