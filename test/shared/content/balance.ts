/**
 * Balance smoke (issue 5): bot-vs-bot games over many character line-ups on the beginner map, printing win rates per
 * character, per seat and per team. The bot is shared/ai's heuristic bot (or a random legal-command player with
 * `--random`); everything is seeded, so a run is reproducible.
 *   npx tsx test/shared/content/balance.ts [games=200] [--standard] [--random] [--flat-init]
 * Beginner rules (5/5 HP, round 5 start) by default; --standard uses printed HP, runes, round 1 and d20 + modifier
 * initiative; --flat-init drops the modifiers (to see how much of a result is initiative).
 */
import { chooseBotCommand } from '../../../shared/ai';
import { CONTENT } from '../../../shared/content';
import { applyCommand, awaiting, createMatch, legalCommands } from '../../../shared/rules';
import { createRng, randomInt, shuffled } from '../../../shared/random';
import { buildScenarioState, parseScenario } from '../../../shared/rules';
import type { GameState, Seat } from '../../../shared/rules/state';
import { hexDistance, directionTo, type Hex } from '../../../shared/hex';

/** The outcome of one game. */
export type GameResult = {
  lineup: string[];
  winner: 'red' | 'blue' | 'draw' | null;
  commands: number;
  round: number;
  errors: number;
};

/** Team start cells on the beginner map (R-SETUP-15): each team's campfire. */
function startCells(): Record<'red' | 'blue', Hex[]> {
  const s = createMatch({ variant: 'beginner', seed: 1 });
  const out = { red: [] as Hex[], blue: [] as Hex[] };
  for (const team of ['red', 'blue'] as const) {
    const board = s.map.teamCampfire[team];
    out[team] = board ? (s.map.campfires[board] ?? []) : [];
  }
  return out;
}

/** Plays one game: `lineup` = characters for seats 0..3 (seats 0, 1 red; 2, 3 blue). */
export function playGame(
  lineup: string[],
  seed: number,
  opts: {
    standard?: boolean;
    random?: boolean;
    flatInit?: boolean;
    cap?: number;
    onEnd?: (state: GameState) => void;
  } = {},
): GameResult {
  const cells = startCells();
  const centre = { q: 0, r: 0 };
  const units = lineup.map((character, seat) => {
    const team = seat < 2 ? 'red' : 'blue';
    const pos = cells[team][seat % 2];
    return {
      character,
      seat,
      pos,
      facing:
        directionTo(pos, [...cells[team]].sort((a, b) => hexDistance(a, centre) - hexDistance(b, centre))[0]) ?? 0,
    };
  });
  // Setup choices a player makes (R-SETUP-13, R-SETUP-16): the starting side and Darien's form, drawn from the seed.
  const setupRng = createRng(seed ^ 0x51de);
  const chosen = units.map((u) => {
    const ch = CONTENT.characters[u.character];
    const board = randomInt(setupRng, ch.boards.length);
    const side = randomInt(setupRng, 2) as 0 | 1;
    const form = ch.forms ? ch.forms[randomInt(setupRng, ch.forms.length)] : undefined;
    return { ...u, board, side, ...(form ? { form } : {}) };
  });
  // Initiative: beginner R-INIT-5 (seat order); standard R-INIT-1 (d20 + modifier, ascending; ties by seat).
  const order = opts.standard
    ? chosen
        .map((u) => ({
          id: u.character,
          total: randomInt(setupRng, 20) + 1 + (opts.flatInit ? 0 : CONTENT.characters[u.character].stats.initiative),
          seat: u.seat,
        }))
        .sort((a, b) => a.total - b.total || a.seat - b.seat)
        .map((x) => x.id)
    : chosen.map((u) => u.character);
  const parsed = parseScenario({
    map: { layout: 'beginner' },
    variant: opts.standard ? 'standard' : 'beginner',
    seed,
    units: chosen,
    initiative: order,
    turn: { unit: order[0], phase: 'start' },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const built = buildScenarioState(parsed.scenario);
  if ('error' in built) throw new Error(built.error);
  let state: GameState = built;
  const rng = createRng(seed ^ 0x5eed);
  let commands = 0;
  let errors = 0;
  const cap = opts.cap ?? 3000;
  while (state.stage !== 'over' && commands < cap) {
    const w = awaiting(state);
    if (!w) break;
    const seat = w.seats[0] as Seat;
    let cmd: unknown;
    if (opts.random) {
      const legal = legalCommands(state, seat) as { commands: unknown[] };
      const list = legal.commands;
      cmd = list.length ? (randomInt(rng, 6) === 0 ? list[list.length - 1] : list[randomInt(rng, list.length)]) : null;
    } else
      cmd = chooseBotCommand({ legalCommands: (s, st) => legalCommands(s as GameState, st) }, state, seat, commands);
    if (cmd === null) break;
    const r = applyCommand(state, seat, cmd);
    commands++;
    if (!r.ok) {
      errors++;
      const end = applyCommand(state, seat, { type: 'endTurn' });
      if (!end.ok) break;
      state = end.state;
      continue;
    }
    state = r.state;
  }
  opts.onEnd?.(state);
  return { lineup, winner: state.winner, commands, round: state.round, errors };
}

/** Runs `games` games over random line-ups of 4 of the 8 characters; returns per-character and per-seat tallies. */
export function runBalance(games: number, opts: { standard?: boolean; random?: boolean; flatInit?: boolean } = {}) {
  const ids = Object.keys(CONTENT.characters).sort();
  const perChar: Record<string, { games: number; wins: number }> = Object.fromEntries(
    ids.map((id) => [id, { games: 0, wins: 0 }]),
  );
  const perSeat = [0, 0, 0, 0].map(() => ({ games: 0, wins: 0 }));
  const teams = { red: 0, blue: 0, draw: 0, unfinished: 0 };
  const unfinished: { seed: number; lineup: string[]; round: number; commands: number }[] = [];
  let rounds = 0;
  let errors = 0;
  const rng = createRng(20261122);
  for (let g = 0; g < games; g++) {
    const lineup = shuffled(rng, ids).slice(0, 4);
    const r = playGame(lineup, 1000 + g, opts);
    errors += r.errors;
    rounds += r.round;
    if (r.winner === null) {
      teams.unfinished++;
      unfinished.push({ seed: 1000 + g, lineup, round: r.round, commands: r.commands });
    } else teams[r.winner]++;
    lineup.forEach((id, seat) => {
      const team = seat < 2 ? 'red' : 'blue';
      perChar[id].games++;
      perSeat[seat].games++;
      if (r.winner === team) {
        perChar[id].wins++;
        perSeat[seat].wins++;
      }
    });
  }
  return { games, perChar, perSeat, teams, unfinished, meanFinalRound: rounds / games, rejected: errors };
}

const isMain = typeof process !== 'undefined' && process.argv[1]?.endsWith('balance.ts');
if (isMain) {
  const args = process.argv.slice(2);
  const games = Number(args.find((a) => /^\d+$/.test(a)) ?? 200);
  const opts = {
    standard: args.includes('--standard'),
    random: args.includes('--random'),
    flatInit: args.includes('--flat-init'),
  };
  const r = runBalance(games, opts);
  const pct = (w: number, n: number) => (n ? `${((100 * w) / n).toFixed(1)}%` : '—');
  console.log(
    `${games} games, ${opts.standard ? 'standard HP' : 'beginner 5/5'}, ${opts.random ? 'random' : 'heuristic bot'}; teams`,
    r.teams,
    `mean final round ${r.meanFinalRound.toFixed(2)}, rejected commands ${r.rejected}`,
  );
  for (const [id, t] of Object.entries(r.perChar))
    console.log(`  ${id.padEnd(8)} ${String(t.games).padStart(4)} games  win ${pct(t.wins, t.games)}`);
  r.perSeat.forEach((t, i) =>
    console.log(`  seat ${i}      ${String(t.games).padStart(4)} games  win ${pct(t.wins, t.games)}`),
  );
  for (const u of r.unfinished)
    console.log(`  unfinished: seed ${u.seed} [${u.lineup.join(', ')}] round ${u.round}, ${u.commands} commands`);
}
