/**
 * Plays one game of a study: the rotation's line-up on the plan's map, each character on a cell of its team's campfire
 * board (R-SETUP-15), the setup choices a player makes (starting board and side, Darien's form: R-SETUP-13, R-SETUP-16)
 * drawn from the game seed, then the study bot for every seat until a leader dies or the command cap. Pure and
 * deterministic: the same plan and index give the same record on any thread.
 */
import { CONTENT } from '../content';
import { assembleMap, campfireCells, type GameMap, type Team } from '../map';
import {
  applyCommand,
  awaiting,
  buildScenarioState,
  createRng,
  parseScenario,
  randomInt,
  type GameEvent,
  type GameState,
  type Scenario,
} from '../rules';
import type { CellMark, GameRecord } from './gameRecord';
import { planLayout, type StudyPlan } from './plan';
import { gameSetup } from './rotation';
import { studyBotCommand } from './studyBot';

type Hex = { q: number; r: number };
const key = (h: Hex) => `${h.q},${h.r}`;
const DIRECTIONS: Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

/** The direction (0..5) from `from` that points most nearly at `to` (a character starts facing the middle of the map). */
function facingTowards(from: Hex, to: Hex): number {
  const dx = to.q - from.q + (to.r - from.r) / 2;
  const dy = to.r - from.r;
  let best = 0;
  let bestDot = -Infinity;
  DIRECTIONS.forEach((d, i) => {
    const dot = (d.q + d.r / 2) * dx + d.r * dy * 0.75;
    if (dot > bestDot) [best, bestDot] = [i, dot];
  });
  return best;
}

/** Start cells per team (open campfire cells, nearest the map's middle first) and the map, cached per layout code. */
const starts = new Map<string, { red: Hex[]; blue: Hex[]; middle: Hex }>();
function startCells(plan: StudyPlan): { red: Hex[]; blue: Hex[]; middle: Hex } {
  const cached = starts.get(plan.layoutCode);
  if (cached) return cached;
  const layout = planLayout(plan);
  const map: GameMap = assembleMap(layout);
  const cells = Object.values(map.cells);
  const middle = {
    q: Math.round(cells.reduce((s, c) => s + c.q, 0) / cells.length),
    r: Math.round(cells.reduce((s, c) => s + c.r, 0) / cells.length),
  };
  const dist = (h: Hex) =>
    (Math.abs(h.q - middle.q) + Math.abs(h.r - middle.r) + Math.abs(h.q + h.r - middle.q - middle.r)) / 2;
  const byMiddle = (hs: Hex[]) => [...hs].sort((a, b) => dist(a) - dist(b) || a.q - b.q || a.r - b.r);
  const out = {
    red: byMiddle(campfireCells(layout, 'red', map)),
    blue: byMiddle(campfireCells(layout, 'blue', map)),
    middle,
  };
  if (starts.size > 32) starts.clear();
  starts.set(plan.layoutCode, out);
  return out;
}

/** The scenario of game `index`: units, map code, rules; beginner initiative is seat order (R-INIT-5), standard rolls. */
export function studyScenario(plan: StudyPlan, index: number): Scenario {
  const setup = gameSetup(plan, index);
  const cells = startCells(plan);
  const rng = createRng(setup.seed ^ 0x51de);
  const used = { red: 0, blue: 0 };
  const units = setup.lineup.map((character, seat) => {
    const team = setup.teams[seat];
    const pos = cells[team][used[team]++];
    const ch = CONTENT.characters[character];
    const board = randomInt(rng, ch.boards.length);
    const side = randomInt(rng, 2) as 0 | 1;
    const form = ch.forms ? ch.forms[randomInt(rng, ch.forms.length)] : undefined;
    // Seats 0 and 2 hold their team's Holy Relic, 1 and 3 the Ritual Vessel (R-TEAM-4's order, teams as rotated).
    return {
      character,
      seat: seat as 0 | 1 | 2 | 3,
      team,
      relic: seat % 2 === 0 ? ('holy' as const) : ('vessel' as const),
      pos,
      facing: facingTowards(pos, cells.middle),
      board,
      side,
      ...(form ? { form } : {}),
    };
  });
  return {
    variant: plan.rules,
    seed: setup.seed,
    map: { code: plan.layoutCode },
    units,
    initiative: plan.rules === 'standard' ? 'roll' : units.map((u) => u.character),
  };
}

/** Where units are, read from the state before a command and moved along by its events. */
class Positions {
  private moved = new Map<string, Hex | null>();
  constructor(private state: GameState) {}
  reset(state: GameState): void {
    this.state = state;
    this.moved.clear();
  }
  at(unit: string): Hex | null {
    return this.moved.has(unit) ? this.moved.get(unit)! : (this.state.units[unit]?.pos ?? null);
  }
  follow(e: GameEvent): void {
    if (e.type === 'moved' && e.path.length) this.moved.set(e.unit, e.path[e.path.length - 1]);
    else if (e.type === 'teleported') this.moved.set(e.unit, e.to);
    else if (e.type === 'summoned') this.moved.set(e.unit, e.cell);
    else if (e.type === 'swapped') {
      const a = this.at(e.a);
      this.moved.set(e.a, this.at(e.b));
      this.moved.set(e.b, a);
    }
  }
}

/** Plays game `index` of the plan. */
export function playStudyGame(plan: StudyPlan, index: number): GameRecord {
  const scenario = studyScenario(plan, index);
  const parsed = parseScenario(scenario);
  if (!parsed.ok) throw new Error(`study game ${index}: ${JSON.stringify(parsed.errors)}`);
  const built = buildScenarioState(parsed.scenario);
  if ('error' in built) throw new Error(`study game ${index}: ${built.error}`);
  let state: GameState = built;
  const setup = gameSetup(plan, index);
  const record: GameRecord = {
    index,
    seed: setup.seed,
    lineup: [...setup.lineup],
    teams: [...setup.teams],
    firstMover: state.units[state.initiative[0]]?.team,
    winner: null,
    rounds: 0,
    commands: 0,
    rejected: 0,
    firstBlood: null,
    leaderDeath: null,
    deaths: [],
    damage: [],
    stood: [],
  };
  const positions = new Positions(state);
  const teamOf = (s: GameState, unit: string): Team | null => s.units[unit]?.team ?? null;
  const mark = (s: GameState, unit: string): CellMark | null => {
    const at = positions.at(unit);
    const team = teamOf(s, unit);
    return at && team ? { at: key(at), team } : null;
  };
  while (state.stage !== 'over' && record.commands < plan.commandCap) {
    const waiting = awaiting(state);
    if (!waiting) break;
    const seat = waiting.seats[0];
    const command = studyBotCommand(plan.bot, state, seat, (setup.seed + record.commands) | 0);
    if (command === null) break;
    let result = applyCommand(state, seat, command);
    record.commands++;
    if (!result.ok) {
      record.rejected++;
      result = applyCommand(state, seat, { type: 'endTurn' });
      if (!result.ok) break;
    }
    positions.reset(state);
    const after = result.state;
    for (const e of result.events) {
      if (e.type === 'damaged' && e.amount > 0) {
        const m = mark(after, e.unit);
        if (m) {
          record.damage.push({ ...m, amount: e.amount });
          record.firstBlood ??= m;
        }
      } else if (e.type === 'died') {
        const at = positions.at(e.unit);
        if (at) {
          const m = { at: key(at), team: e.team };
          record.deaths.push(m);
          if (e.relic === 'holy') record.leaderDeath ??= m;
        }
        positions.follow(e);
      } else if (e.type === 'turnEnded') {
        const m = mark(after, e.unit);
        if (m) record.stood.push(m);
      } else positions.follow(e);
    }
    state = after;
  }
  record.winner = state.winner;
  record.rounds = state.round;
  return record;
}
