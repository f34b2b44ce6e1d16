/**
 * The one entry point that changes a match (STYLE "Pure and deterministic"): parse the input, check who may act, apply the
 * command to a deep copy, and return the new state with its events — or a typed error and nothing changed. Never throws.
 */
import { cloneState, keepUnchangedUnits } from './cloneState';
import type { GameRules } from './mechanism';
import { emit, type Ctx } from './context';
import { parseCommand, type Command } from './commands';
import { ruleError, type RuleError } from './errors';
import type { GameEvent } from './events';
import { flipBoard, useRune, useItem, useEquipment, resetEquipment, buyCard, answerDiscard } from './actions/bonus';
import { moveUnit, turnUnit } from './actions/move';
import { useSkill } from './actions/useSkill';
import { canEnd } from './movement';
import { endMoving, movingOptions, takeStep } from './movingEffects';
import { answerChoice, declareAction, runResolution } from './resolve';
import { answerCampfire, answerDraft, askPlacement, startPlay } from './setup';
import { advanceTurn, endTurn } from './turnFlow';
import { agreeDraw, checkWinner, concede } from './winning';
import type { GameState, Pending, Seat, TargetRef, Unit } from './state';
import type { SkillDef } from '../content/schema';
import { checkWindowReaction, type CheckedReaction } from './reactions';
import { markExtraUse } from './actions/useSkill';
import { spendResource } from './declarationChecks';

/** The result of applying a command. */
export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: RuleError };

const isSeat = (v: unknown): v is Seat => v === 0 || v === 1 || v === 2 || v === 3;

/** Applies `command` (unknown input) for `seat`; pure: the input state is never changed. */
export function applyCommand(rules: GameRules, state: GameState, seat: Seat, command: unknown): ApplyResult {
  try {
    if (!isSeat(seat)) return { ok: false, error: ruleError('seat/invalid', 'seat must be 0, 1, 2 or 3') };
    const parsed = parseCommand(command);
    if (!parsed.ok) return parsed;
    if (state.stage === 'over') return { ok: false, error: ruleError('game/over', 'the game is over') };
    const ctx: Ctx = { state: cloneState(state), events: [], rules };
    const error = dispatch(ctx, seat, parsed.value);
    if (error) return { ok: false, error };
    settle(ctx);
    ctx.state.units = keepUnchangedUnits(state.units, ctx.state.units);
    return { ok: true, state: ctx.state, events: ctx.events };
  } catch (e) {
    // A broken invariant is a bug; the contract still forbids throwing at the caller (docs/architecture.md "The engine contract").
    return {
      ok: false,
      error: ruleError('engine/internal', `internal error: ${e instanceof Error ? e.message : String(e)}`),
    };
  }
}

/** After a command: finish what can finish without a person (a dead active unit's turn ends, R-INIT-6). */
function settle(ctx: Ctx): void {
  const s = ctx.state;
  if (s.stage !== 'play' || s.pending || s.chain) return;
  // O-02: a command that ends outside any action (a walk that bled a leader to death) is judged here, before a next turn.
  if (checkWinner(ctx)) return;
  if (
    s.turn &&
    !s.units[s.turn.unit].alive &&
    s.units[s.turn.unit].kind === 'summon' &&
    s.units[s.turn.owner ?? s.turn.unit].alive
  ) {
    endTurn(ctx); // a summon died in its own action phase: the next summon or the owner's end phase
    return;
  }
  if (s.turn && !s.units[s.turn.owner ?? s.turn.unit].alive) {
    emit(ctx, { type: 'turnEnded', unit: s.turn.unit });
    advanceTurn(ctx);
  }
}

function answerPending(ctx: Ctx, seat: Seat, cmd: Command): RuleError | null {
  const s = ctx.state;
  const p = s.pending!;
  if (cmd.type !== 'choose' && cmd.type !== 'place' && cmd.type !== 'react' && cmd.type !== 'pass')
    return ruleError('turn/pending_decision', `a ${p.kind} decision is pending for seat ${p.seat}`);
  if (p.seat !== seat) return ruleError('prompt/not_yours', `the pending ${p.kind} decision belongs to seat ${p.seat}`);
  if (cmd.prompt !== p.id) return ruleError('prompt/stale', `prompt ${cmd.prompt} is not the open prompt ${p.id}`);
  if (p.kind === 'reaction') {
    if (cmd.type === 'pass') {
      if (p.grant) declineGrant(ctx);
      else answerWindow(ctx, null);
      return null;
    }
    if (cmd.type !== 'react') return ruleError('prompt/bad_option', 'answer a reaction window with react or pass');
    const unit = s.units[p.unit];
    const checked = checkWindowReaction(ctx.rules, s, unit, cmd.use, cmd);
    if ('code' in checked) return checked;
    payReaction(ctx, unit, cmd, checked.skill);
    if (p.grant) useGrant(ctx, { unit, checked, target: cmd.target ?? null });
    else answerWindow(ctx, { unit, checked, cursed: !!cmd.curse, target: cmd.target ?? null });
    return null;
  }
  if (cmd.type === 'react' || cmd.type === 'pass')
    return ruleError('prompt/bad_option', `a ${p.kind} decision is answered with choose or place`);
  if (p.kind === 'place') {
    if (cmd.type !== 'place') return ruleError('prompt/bad_option', 'answer a placement with {type: "place"}');
    const unit = s.units[s.seats[seat]!];
    if (!p.cells.some((c) => c.q === cmd.cell.q && c.r === cmd.cell.r) || !canEnd(s, unit, cmd.cell))
      return ruleError('setup/bad_choice', 'place on a free cell of your own campfire');
    const ch = s.content.characters[unit.def];
    if (cmd.form !== undefined && !(ch.forms ?? []).includes(cmd.form))
      return ruleError('setup/bad_choice', `no form ${cmd.form}`, 'R-DARIEN-1');
    unit.pos = { ...cmd.cell };
    unit.facing = cmd.facing;
    unit.side = cmd.side ?? 0;
    if (cmd.form !== undefined) unit.form = cmd.form;
    emit(ctx, { type: 'setupChoice', seat, choice: 'place', value: `${cmd.cell.q},${cmd.cell.r}` });
    for (const m of ctx.rules.hooks) m.onPlaced?.(ctx, unit);
    s.pending = null;
    if (seat < 3) askPlacement(ctx, (seat + 1) as Seat);
    else startPlay(ctx);
    return null;
  }
  if (cmd.type !== 'choose') return ruleError('prompt/bad_option', 'answer with {type: "choose"}');
  const n = p.options.length as number;
  if (cmd.option >= n) return ruleError('prompt/bad_option', `option ${cmd.option} of ${n}`);
  switch (p.kind) {
    case 'draft':
      s.pending = null;
      answerDraft(ctx, seat, p.options[cmd.option]);
      return null;
    case 'campfire':
      answerCampfire(ctx, seat, p.options[cmd.option]);
      return null;
    case 'discard':
      answerDiscard(ctx, cmd.option);
      return null;
    case 'choice':
      answerChoice(ctx, cmd.option);
      return null;
    case 'step': {
      if (!s.chain) return ruleError('prompt/stale', 'no resolution is waiting');
      const r = s.chain!.resolving[s.chain!.resolving.length - 1];
      const options = movingOptions(ctx, r);
      const cell = p.options[cmd.option];
      s.pending = null;
      if (options.some((o) => o.q === cell.q && o.r === cell.r)) takeStep(ctx, r, cell);
      if (r.moving && r.moving.stepsLeft <= 0) endMoving(ctx, r);
      runResolution(ctx);
      return null;
    }
  }
}

/** Pays a reaction's costs on declaration (R-RES-7, R-REACT-2..6): skill marker, curse token, item discarded, equipment face down, rune removed. */
function payReaction(ctx: Ctx, unit: Unit, cmd: Extract<Command, { type: 'react' }>, skill: SkillDef): void {
  const s = ctx.state;
  spendResource(unit, skill);
  if (cmd.use === 'skill') {
    if (skill.usage === 'weapon' || skill.usage === 'response' || (skill.usage === 'extra' && skill.limit === 'game'))
      unit.used = [...unit.used, skill.id];
    markExtraUse(s, unit, skill);
    if (cmd.curse) {
      unit.curse -= 1;
      emit(ctx, { type: 'curseSpent', unit: unit.id, total: unit.curse });
    }
  }
  if (cmd.use === 'rune') unit.rune = false;
  if (cmd.use === 'item') {
    const items = unit.items.slice(); // a new list: the input state shares the old one (cloneState.ts)
    const [card] = items.splice(cmd.slot!, 1);
    unit.items = items;
    s.market?.discard.push(card);
    emit(ctx, { type: 'itemUsed', unit: unit.id, card });
  }
  if (cmd.use === 'equipment' && unit.equipment) {
    unit.equipment = { ...unit.equipment, faceUp: false };
    emit(ctx, { type: 'equipmentUsed', unit: unit.id, card: unit.equipment.card });
  }
}

/** Closes the open reaction window: a pass, or a declared reaction answering the window's action (R-RES-3). */
function answerWindow(
  ctx: Ctx,
  reaction: { unit: Unit; checked: CheckedReaction; cursed: boolean; target: TargetRef | null } | null,
): void {
  const s = ctx.state;
  const chain = s.chain!;
  const f = chain.resolving[chain.resolving.length - 1];
  const a = chain.actions[String(f.action)];
  s.pending = null;
  if (!reaction) {
    a.windows[f.targetIndex] = null;
    emit(ctx, { type: 'passed', action: a.id, unit: String(a.affected[f.targetIndex]) });
    runResolution(ctx);
    return;
  }
  declareAction(ctx, checkedAction(reaction.unit, reaction.checked, reaction.cursed, reaction.target), {
    action: a.id,
    targetIndex: f.targetIndex,
  });
}

/**
 * The declared action of a checked reaction or granted action (what declareAction is given): the one place both are
 * built, field for field in the order the state keeps them.
 */
function checkedAction(
  unit: Unit,
  checked: CheckedReaction,
  cursed: boolean,
  target: TargetRef | null,
  granted = false,
): Parameters<typeof declareAction>[1] {
  const action = {
    source: unit.id,
    skill: checked.skill,
    origin: checked.origin,
    speed: checked.speed,
    cursed,
    target,
    affected: checked.affected,
    form: unit.form,
  };
  return granted ? { ...action, granted: true } : action;
}

/** Declines a granted action (R-STATUS-12): the chain goes on as if it had never been offered. */
function declineGrant(ctx: Ctx): void {
  const p = ctx.state.pending as Extract<Pending, { kind: 'reaction' }>;
  ctx.state.pending = null;
  emit(ctx, { type: 'passed', action: p.action, unit: p.unit });
  runResolution(ctx);
}

/**
 * Declares a granted action (R-STATUS-12, O-49): the chosen skill at the grant's speed, inside the current chain as its own
 * block that resolves at once (its targets get their reaction windows), before the interrupted action goes on.
 */
function useGrant(ctx: Ctx, g: { unit: Unit; checked: CheckedReaction; target: TargetRef | null }): void {
  const p = ctx.state.pending as Extract<Pending, { kind: 'reaction' }>;
  ctx.state.pending = null;
  declareAction(ctx, checkedAction(g.unit, g.checked, false, g.target, true), null, p.action);
}

function dispatch(ctx: Ctx, seat: Seat, cmd: Command): RuleError | null {
  const s = ctx.state;
  // A game result by agreement is taken at any moment, an open prompt included (O-54, O-55).
  if (cmd.type === 'concede') return concede(ctx, seat);
  if (cmd.type === 'agreeDraw') return agreeDraw(ctx);
  if (s.pending) return answerPending(ctx, seat, cmd);
  if (cmd.type === 'choose' || cmd.type === 'place' || cmd.type === 'react' || cmd.type === 'pass')
    return ruleError('prompt/stale', 'no decision is pending');
  if (s.stage !== 'play' || !s.turn) return ruleError('game/setup', 'the match has not started');
  const unit = s.units[s.turn.unit];
  if (unit.seat !== seat) return ruleError('turn/not_your_turn', `it is ${unit.id}'s turn (seat ${unit.seat})`);
  switch (cmd.type) {
    case 'move':
      return moveUnit(ctx, unit, cmd.path);
    case 'turn':
      return turnUnit(ctx, unit, cmd.facing);
    case 'skill':
      return useSkill(ctx, unit, cmd);
    case 'flip':
      return flipBoard(ctx, unit, cmd.board, cmd.side);
    case 'rune':
      return useRune(ctx, unit);
    case 'item':
      return useItem(ctx, unit, cmd);
    case 'equipment':
      return useEquipment(ctx, unit, cmd);
    case 'resetEquipment':
      return resetEquipment(ctx, unit);
    case 'buy':
      return buyCard(ctx, unit, cmd.card);
    case 'endTurn':
      endTurn(ctx);
      return null;
  }
}
