// Issue 12 "Speed" figures shared by rules.bench.ts: full beginner games recorded once (random legal commands), then
// replayed to time applyCommand and legalCommands alone, cold (first replay in this process) and warm (best of later
// replays); bot self-play games per second per variant (test/shared/content/balance.ts playGame, as `npm run sim`).
import { applyCommand, awaiting, createMatch, legalCommands, type GameState, type Seat } from '../../shared/rules';
import { createRng, randomInt, shuffled } from '../../shared/rules/random';
import { CONTENT } from '../../shared/content';
import { playGame } from '../shared/content/balance';

type Recorded = { start: GameState; steps: { seat: Seat; cmd: unknown }[] };

/** Plays one random beginner game (createMatch to a winner, ending the turn 1 time in 6) and records its commands. */
export function recordRandomGame(seed: number, cap = 4000): Recorded {
  const rng = createRng(seed);
  const start = createMatch({ variant: 'beginner', seed });
  let s = start;
  const steps: Recorded['steps'] = [];
  while (s.stage !== 'over' && steps.length < cap) {
    const seat = awaiting(s)!.seats[0];
    const cmds = legalCommands(s, seat).commands;
    const cmd = randomInt(rng, 6) === 0 ? cmds[cmds.length - 1] : cmds[randomInt(rng, cmds.length)];
    const r = applyCommand(s, seat, cmd);
    if (!r.ok) throw new Error(`legal command refused: ${r.error.code}`);
    s = r.state;
    steps.push({ seat, cmd });
  }
  return { start, steps };
}

/** Replays the games: total commands and milliseconds in applyCommand, and in legalCommands on every state passed. */
export function replay(games: Recorded[]): { commands: number; applyMs: number; legalMs: number } {
  let commands = 0,
    applyMs = 0,
    legalMs = 0;
  for (const g of games) {
    let s = g.start;
    for (const { seat, cmd } of g.steps) {
      const t0 = performance.now();
      legalCommands(s, seat);
      const t1 = performance.now();
      const r = applyCommand(s, seat, cmd);
      const t2 = performance.now();
      if (!r.ok) throw new Error('replay diverged');
      s = r.state;
      legalMs += t1 - t0;
      applyMs += t2 - t1;
      commands++;
    }
  }
  return { commands, applyMs, legalMs };
}

/** Bot self-play: `games` seeded games over random line-ups; games per second (one core). */
export function botGamesPerSecond(
  games: number,
  standard: boolean,
  firstSeed: number,
): { perSecond: number; commands: number } {
  const ids = Object.keys(CONTENT.characters).sort();
  const rng = createRng(firstSeed);
  let commands = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++)
    commands += playGame(shuffled(rng, ids).slice(0, 4), firstSeed + g, { standard }).commands;
  return { perSecond: games / ((performance.now() - t0) / 1000), commands };
}
