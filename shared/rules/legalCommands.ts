/**
 * What a seat may do now (STYLE "Queries are part of the engine"): reachable cells with costs and paths, turns, each
 * usable skill with its valid targets, bonus actions, and the options of a pending decision — plus a flat list of
 * concrete commands, each of which applyCommand accepts (bots and property tests draw from it).
 */
import type { GameRules } from './mechanism';
import { DIRECTION_INDICES, type Direction } from '../hex';
import type { SkillDef } from '../content/schema';
import { ownedSkillBlocker, costOf } from './actions/useSkill';
import type { Command, TargetInput } from './commands';
import type { Ctx } from './context';
import { reachableCells, type Reach } from './movement';
import { ownedSkills, type OwnedSkill } from './skills';
import { hasStatus } from './statuses';
import type { GameState, Pending, Seat } from './state';
import { legalTargets } from './targeting';
import { hexKey } from '../hex';
import { windowOptions, type ReactionOption } from './reactions';
import { declarationBlocker } from './declarationChecks';

/** One usable skill and where it may aim. */
export type LegalSkill = {
  skill: string;
  usage: SkillDef['usage'];
  speed: number;
  cost: 'standard' | 'bonus' | 'none';
  curse: boolean;
  targets: (TargetInput | null)[];
};

/** Everything a seat may do now. */
export type LegalCommands = {
  seat: Seat;
  /** The decision this seat must answer, if any (its options are in `commands`). */
  prompt: Pending | null;
  unit: string | null;
  movementLeft: number;
  moves: Reach[];
  turns: Direction[];
  skills: LegalSkill[];
  flip: boolean;
  rune: boolean;
  items: { slot: number; card: string; targets: (TargetInput | null)[] }[];
  equipment: { card: string; targets: (TargetInput | null)[] } | null;
  resetEquipment: boolean;
  buy: string[];
  endTurn: boolean;
  /** In a reaction window: the reactions this seat's unit may declare (R-REACT-1..8). */
  reactions: ReactionOption[];
  commands: Command[];
};

function empty(seat: Seat): LegalCommands {
  return {
    seat,
    prompt: null,
    unit: null,
    movementLeft: 0,
    moves: [],
    turns: [],
    skills: [],
    flip: false,
    rune: false,
    items: [],
    equipment: null,
    resetEquipment: false,
    buy: [],
    endTurn: false,
    reactions: [],
    commands: [],
  };
}

/**
 * For each owned skill, the first one owned under its id (what findSkill finds). Kept per ownedSkills list, which is
 * itself kept per definition and side and never changed.
 */
const FIRST_OWNED = new WeakMap<readonly OwnedSkill[], readonly OwnedSkill[]>();
function firstOwnedById(owned: readonly OwnedSkill[]): readonly OwnedSkill[] {
  let first = FIRST_OWNED.get(owned);
  if (!first) {
    const byId = new Map<string, OwnedSkill>();
    for (const o of owned) if (!byId.has(o.def.id)) byId.set(o.def.id, o);
    first = owned.map((o) => byId.get(o.def.id)!);
    FIRST_OWNED.set(owned, first);
  }
  return first;
}

/** A react command, its optional fields set key by key in the order its JSON has always had (no spread copies). */
function reactCommand(prompt: number, o: ReactionOption, target: TargetInput | null, curse: boolean): Command {
  const c: Extract<Command, { type: 'react' }> = { type: 'react', prompt, use: o.use };
  if (o.skill) c.skill = o.skill;
  if (o.slot !== undefined) c.slot = o.slot;
  if (target) c.target = target;
  if (curse) c.curse = true;
  return c;
}

/** What `seat` may do now; empty when it is not this seat's turn or prompt. */
export function legalCommands(rules: GameRules, state: GameState, seat: Seat): LegalCommands {
  const out = empty(seat);
  if (state.stage === 'over') return out;
  const p = state.pending;
  if (p) {
    if (p.seat !== seat) return out;
    out.prompt = p;
    out.unit = 'unit' in p ? p.unit : state.seats[seat];
    if (p.kind === 'place') {
      const unit = state.units[state.seats[seat]!];
      const forms = state.content.characters[unit.def]?.forms ?? [];
      for (const cell of p.cells)
        for (const facing of DIRECTION_INDICES)
          for (const side of [0, 1] as const)
            for (const form of forms.length ? forms : [undefined])
              out.commands.push({ type: 'place', prompt: p.id, cell, facing, side, ...(form ? { form } : {}) });
    } else if (p.kind === 'reaction') {
      // R-RES-3: each usable reaction with each legal target (and its curse version), or pass.
      out.reactions = windowOptions(rules, state);
      for (const o of out.reactions)
        for (const t of o.targets) {
          out.commands.push(reactCommand(p.id, o, t, false));
          if (o.curse) out.commands.push(reactCommand(p.id, o, t, true));
        }
      out.commands.push({ type: 'pass', prompt: p.id });
    } else
      for (let option = 0; option < p.options.length; option++)
        out.commands.push({ type: 'choose', prompt: p.id, option });
    return out;
  }
  if (state.stage !== 'play' || !state.turn) return out;
  const unit = state.units[state.turn.unit];
  if (unit.seat !== seat) return out;
  const turn = state.turn;
  const ctx: Ctx = { state, events: [], rules }; // read-only use: skillBlocker only reads
  out.unit = unit.id;
  out.movementLeft = turn.movementLeft;
  out.endTurn = true;
  const canMove = !hasStatus(unit, 'stun') && !hasStatus(unit, 'root');
  if (canMove) {
    out.moves = reachableCells(state, unit, turn.movementLeft);
    if (turn.movementLeft >= 1) out.turns = DIRECTION_INDICES.filter((d) => d !== unit.facing);
  }
  const owned = ownedSkills(state, unit);
  // skillBlocker(id) checks the first skill owned under that id (findSkill): the same one, without finding it again.
  const first = firstOwnedById(owned);
  for (let i = 0; i < owned.length; i++) {
    const o = owned[i];
    const ok = ownedSkillBlocker(ctx, unit, first[i], false, false);
    if ('error' in ok) continue;
    const targets = legalTargets(rules, state, unit, o.def);
    if (targets.length === 0) continue;
    const curse = !!o.def.curse && unit.curse > 0;
    out.skills.push({ skill: o.def.id, usage: o.def.usage, speed: o.def.speed, cost: costOf(o.def), curse, targets });
  }
  const stunned = hasStatus(unit, 'stun');
  const ch = state.content.characters[unit.def];
  out.flip = !stunned && !turn.flipped && !!ch;
  out.rune = unit.rune;
  if (!stunned) {
    unit.items.forEach((card, slot) => {
      const def = state.content.cards[card];
      if (def?.use && !declarationBlocker(rules, state, unit, def.use)) {
        const targets = legalTargets(rules, state, unit, def.use);
        if (targets.length) out.items.push({ slot, card, targets });
      }
    });
    const eq = unit.equipment;
    const eqDef = eq ? state.content.cards[eq.card] : undefined;
    if (eq?.faceUp && eqDef?.use && !declarationBlocker(rules, state, unit, eqDef.use)) {
      const targets = legalTargets(rules, state, unit, eqDef.use);
      if (targets.length) out.equipment = { card: eq.card, targets };
    }
    out.resetEquipment = state.variant === 'standard' && !!eq && !eq.faceUp && turn.standardActions < 2;
    const st = state.statue;
    if (
      state.market &&
      st?.intact &&
      st.cell &&
      unit.pos &&
      state.map.cells[hexKey(unit.pos)]?.board === state.map.cells[hexKey(st.cell)]?.board
    )
      out.buy = [
        ...state.market.items.filter(() => unit.souls >= 2),
        ...state.market.equipment.filter(() => unit.souls >= 3),
      ];
  }
  for (const m of out.moves) out.commands.push({ type: 'move', path: m.path });
  for (const f of out.turns) out.commands.push({ type: 'turn', facing: f });
  for (const k of out.skills)
    for (const t of k.targets) {
      // Built key by key, in the order a spread of the optional target gave (same JSON, no throw-away objects).
      out.commands.push(t ? { type: 'skill', skill: k.skill, target: t } : { type: 'skill', skill: k.skill });
      if (k.curse)
        out.commands.push(
          t
            ? { type: 'skill', skill: k.skill, target: t, curse: true }
            : { type: 'skill', skill: k.skill, curse: true },
        );
    }
  if (out.flip) {
    out.commands.push({ type: 'flip' });
    // Several boards (Nia, O-48): any other side of any board may be shown.
    if (ch && ch.boards.length > 1)
      ch.boards.forEach((_, board) =>
        ([0, 1] as const).forEach((side) => {
          if (board !== unit.board) out.commands.push({ type: 'flip', board, side });
        }),
      );
  }
  if (out.rune) out.commands.push({ type: 'rune' });
  for (const it of out.items)
    for (const t of it.targets) out.commands.push({ type: 'item', slot: it.slot, ...(t ? { target: t } : {}) });
  if (out.equipment)
    for (const t of out.equipment.targets) out.commands.push({ type: 'equipment', ...(t ? { target: t } : {}) });
  if (out.resetEquipment) out.commands.push({ type: 'resetEquipment' });
  for (const card of [...new Set(out.buy)]) out.commands.push({ type: 'buy', card });
  out.commands.push({ type: 'endTurn' });
  return out;
}
