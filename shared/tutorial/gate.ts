/**
 * Gates: the declarative predicates over engine facts that end a tutorial step (docs/tutorial.md "Gates"). A gate reads
 * the game state, the events and the refused commands since the step began — never what was clicked.
 */
import { STATUS_IDS, type StatusId } from '../content/schema';
import {
  ERROR_CODES,
  TEAMS,
  type ErrorCode,
  type GameEvent,
  type GameEventType,
  type GameState,
  type RuleError,
  type Team,
} from '../rules';
import { Check, join } from './check';

/** Every engine event type (a Record so a new event type that is missing here fails to compile). */
const EVENT_TYPE_SET: Record<GameEventType, true> = {
  setupChoice: true,
  relicDealt: true,
  initiativeRolled: true,
  initiativeOrder: true,
  matchStarted: true,
  roundStarted: true,
  turnStarted: true,
  trackerFlipped: true,
  statusResolved: true,
  statusApplied: true,
  statusSaved: true,
  statusRemoved: true,
  soulGained: true,
  curseGained: true,
  curseSpent: true,
  moved: true,
  turned: true,
  teleported: true,
  swapped: true,
  declared: true,
  windowOpened: true,
  passed: true,
  resolved: true,
  fizzled: true,
  diceRolled: true,
  damaged: true,
  healed: true,
  died: true,
  statueDestroyed: true,
  statueRestored: true,
  maxHpDecreased: true,
  flipped: true,
  formChanged: true,
  runeUsed: true,
  itemUsed: true,
  equipmentUsed: true,
  equipmentReset: true,
  bought: true,
  discarded: true,
  markerPlaced: true,
  markerRemoved: true,
  summoned: true,
  turnEnded: true,
  worldTurn: true,
  eventRevealed: true,
  eventResolved: true,
  initiativeSwapped: true,
  finalJudgment: true,
  gameOver: true,
};
export const EVENT_TYPES = Object.keys(EVENT_TYPE_SET) as GameEventType[];

/** Which events count: a type and field values; `skill` on an event that names an action means that action's skill. */
export type EventMatch = {
  type: GameEventType;
  where?: Record<string, string | number | boolean | null>;
  before?: EventMatch;
};

/** The predicate language (each member one engine fact; `all`/`any`/`not` combine them). */
export type Gate =
  | { all: Gate[] }
  | { any: Gate[] }
  | { not: Gate }
  /** A reading step: the learner presses Continue. */
  | { continue: true }
  | { unitAt: { unit: string; cell?: [number, number]; facing?: number } }
  /** An event happened in this step (and, with `before`, earlier than an event matching `before`). */
  | { event: EventMatch }
  /** The engine refused a command of the learner in this step with this code. */
  | { refused: { code: ErrorCode } }
  | { hp: { unit: string; atMost?: number; atLeast?: number } }
  | { status: { unit: string; id: StatusId; on: boolean } }
  | { dead: string }
  | { turnOf: string }
  | { round: { atLeast: number } }
  /** The match waits for this kind of answer from the learner (e.g. a reaction prompt is open). */
  | { awaits: 'turn' | 'reaction' | 'step' | 'choose' }
  | { winner: Team | 'draw' };

export const GATE_KINDS = [
  'all',
  'any',
  'not',
  'continue',
  'unitAt',
  'event',
  'refused',
  'hp',
  'status',
  'dead',
  'turnOf',
  'round',
  'awaits',
  'winner',
] as const;

/** What a gate reads. */
export type GateFacts = {
  state: GameState;
  events: GameEvent[];
  /** The chapter's events so far (which skill each action number is). */
  log: GameEvent[];
  refusals: RuleError[];
  acknowledged: boolean;
  /** The kind of prompt the learner's seat must answer now, or null. */
  learnerAwaits: string | null;
};

/** Checks a gate (strictly: one kind per object, no unknown fields); `units` are the chapter's unit ids. */
export function checkGate(c: Check, v: unknown, path: string, units: readonly string[]): v is Gate {
  if (!c.object(v, path)) return false;
  const keys = Object.keys(v);
  if (keys.length !== 1) return c.fail(path, `a gate has exactly one of ${GATE_KINDS.join(', ')}`);
  const kind = keys[0];
  const body = v[kind];
  const p = join(path, kind);
  const unit = (u: unknown, at: string) =>
    c.string(u, at) && (units.includes(u) || c.fail(at, `no unit ${u} in the scenario`));
  switch (kind) {
    case 'all':
    case 'any':
      if (c.array(body, p, 1)) body.forEach((g, i) => checkGate(c, g, join(p, i), units));
      return true;
    case 'not':
      return checkGate(c, body, p, units);
    case 'continue':
      return body === true || c.fail(p, 'expected true');
    case 'unitAt':
      if (!c.object(body, p)) return false;
      c.fields(body, p, ['unit', 'cell', 'facing'], ['unit']);
      unit(body.unit, join(p, 'unit'));
      if (body.cell !== undefined) c.cell(body.cell, join(p, 'cell'));
      if (body.facing !== undefined) c.int(body.facing, join(p, 'facing'), 0, 5);
      if (body.cell === undefined && body.facing === undefined) c.fail(p, 'give a cell, a facing or both');
      return true;
    case 'event':
      return checkEventMatch(c, body, p);
    case 'refused':
      if (!c.object(body, p)) return false;
      c.fields(body, p, ['code'], ['code']);
      return c.oneOf(body.code, ERROR_CODES, join(p, 'code'));
    case 'hp':
      if (!c.object(body, p)) return false;
      c.fields(body, p, ['unit', 'atMost', 'atLeast'], ['unit']);
      unit(body.unit, join(p, 'unit'));
      if (body.atMost !== undefined) c.int(body.atMost, join(p, 'atMost'), 0, 99);
      if (body.atLeast !== undefined) c.int(body.atLeast, join(p, 'atLeast'), 0, 99);
      if (body.atMost === undefined && body.atLeast === undefined) c.fail(p, 'give atMost, atLeast or both');
      return true;
    case 'status':
      if (!c.object(body, p)) return false;
      c.fields(body, p, ['unit', 'id', 'on'], ['unit', 'id', 'on']);
      unit(body.unit, join(p, 'unit'));
      c.oneOf(body.id, STATUS_IDS, join(p, 'id'));
      return typeof body.on === 'boolean' || c.fail(join(p, 'on'), 'expected true or false');
    case 'dead':
    case 'turnOf':
      return unit(body, p);
    case 'round':
      if (!c.object(body, p)) return false;
      c.fields(body, p, ['atLeast'], ['atLeast']);
      return c.int(body.atLeast, join(p, 'atLeast'), 1, 8);
    case 'awaits':
      return c.oneOf(body, ['turn', 'reaction', 'step', 'choose'] as const, p);
    case 'winner':
      return c.oneOf(body, [...TEAMS, 'draw'] as const, p);
    default:
      return c.fail(path, `unknown gate ${kind} (expected one of ${GATE_KINDS.join(', ')})`);
  }
}

function checkEventMatch(c: Check, v: unknown, path: string): v is EventMatch {
  if (!c.object(v, path)) return false;
  c.fields(v, path, ['type', 'where', 'before'], ['type']);
  c.oneOf(v.type, EVENT_TYPES, join(path, 'type'));
  if (v.where !== undefined && c.object(v.where, join(path, 'where')))
    for (const [k, x] of Object.entries(v.where))
      if (!['string', 'number', 'boolean'].includes(typeof x) && x !== null)
        c.fail(join(join(path, 'where'), k), 'expected a string, number, boolean or null');
  if (v.before !== undefined) checkEventMatch(c, v.before, join(path, 'before'));
  return true;
}

/** The skill each declared action used (for `skill` in an event match). */
function actionSkills(events: GameEvent[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const e of events) if (e.type === 'declared') out.set(e.action, e.skill);
  return out;
}

function matches(e: GameEvent, m: EventMatch, skills: Map<number, string>): boolean {
  if (e.type !== m.type) return false;
  const fields = e as unknown as Record<string, unknown>;
  for (const [k, want] of Object.entries(m.where ?? {})) {
    const have =
      k === 'skill' && !('skill' in fields) && typeof fields.action === 'number'
        ? skills.get(fields.action)
        : fields[k];
    if (have !== want) return false;
  }
  return true;
}

/** The index of the first event matching `m` (with its `before` condition), or -1. */
function findEvent(events: GameEvent[], m: EventMatch, skills: Map<number, string>): number {
  for (let i = 0; i < events.length; i++) {
    if (!matches(events[i], m, skills)) continue;
    if (!m.before) return i;
    const later = events.findIndex((e, j) => j > i && matches(e, m.before!, skills));
    const earlier = events.findIndex((e, j) => j < i && matches(e, m.before!, skills));
    if (later >= 0 && earlier < 0) return i;
  }
  return -1;
}

/** Whether the gate holds for these facts. */
export function gateHolds(g: Gate, f: GateFacts): boolean {
  if ('all' in g) return g.all.every((x) => gateHolds(x, f));
  if ('any' in g) return g.any.some((x) => gateHolds(x, f));
  if ('not' in g) return !gateHolds(g.not, f);
  if ('continue' in g) return f.acknowledged;
  if ('unitAt' in g) {
    const u = f.state.units[g.unitAt.unit];
    if (!u?.pos) return false;
    const { cell, facing } = g.unitAt;
    return (!cell || (u.pos.q === cell[0] && u.pos.r === cell[1])) && (facing === undefined || u.facing === facing);
  }
  if ('event' in g) return findEvent(f.events, g.event, actionSkills(f.log)) >= 0;
  if ('refused' in g) return f.refusals.some((r) => r.code === g.refused.code);
  if ('hp' in g) {
    const u = f.state.units[g.hp.unit];
    return (
      !!u && (g.hp.atMost === undefined || u.hp <= g.hp.atMost) && (g.hp.atLeast === undefined || u.hp >= g.hp.atLeast)
    );
  }
  if ('status' in g) {
    const u = f.state.units[g.status.unit];
    return !!u && u.statuses.some((s) => s.id === g.status.id) === g.status.on;
  }
  if ('dead' in g) return f.state.units[g.dead]?.alive === false;
  if ('turnOf' in g) return f.state.turn?.unit === g.turnOf && f.state.turn.phase === 'action';
  if ('round' in g) return f.state.round >= g.round.atLeast;
  if ('awaits' in g) return f.learnerAwaits === g.awaits;
  return f.state.stage === 'over' && f.state.winner === g.winner;
}
