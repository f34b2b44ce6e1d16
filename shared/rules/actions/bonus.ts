/**
 * Bonus actions and card actions (R-BONUS-1..6, R-STD-4, R-SHEET-8, R-ITEM-3, R-EQUIP-3/4, R-TRADE-1, O-15, O-16):
 * flip once per own turn, the rune, items, equipment, reset and trade.
 */
import { hexKey } from '../../hex';
import { emit, nextPromptId, type Ctx } from '../context';
import type { Command } from '../commands';
import { ruleError, type RuleError } from '../errors';
import { flipSide } from '../boardSide';
import { declareAction } from '../resolve';
import { characterOf } from '../skills';
import { runeEffect } from '../rune';
import { hasStatus } from '../statuses';
import type { Unit } from '../state';
import { checkTarget } from '../targeting';
import { declarationBlocker, spendResource } from '../declarationChecks';
import { spliced } from '../listCopies';

/** Flips the skill board (R-BONUS-3, R-SKILL-4, O-16): once per own turn; the new side's skills become usable again. */
export function flipBoard(ctx: Ctx, unit: Unit, board?: number, side?: 0 | 1): RuleError | null {
  const turn = ctx.state.turn!;
  const ch = characterOf(ctx.state, unit);
  if (!ch) return ruleError('flip/one_sided', 'this unit has no skill board');
  if (hasStatus(unit, 'stun'))
    return ruleError('action/stunned', `${unit.id} is Stunned: it can only use its rune`, undefined, {
      unit: unit.id,
      status: 'stun',
    });
  if (turn.flipped)
    return ruleError('flip/already', `${unit.id} has already flipped its board this turn (once per turn)`);
  if (board !== undefined && !ch.boards[board]) return ruleError('flip/one_sided', `no board ${board}`);
  // With several boards (Nia, O-48) a flip may show any other side of any board: {board, side}.
  if (board !== undefined && side !== undefined && board === unit.board && side === unit.side)
    return ruleError('flip/one_sided', 'that side is already shown');
  if (board !== undefined && side === undefined && board !== unit.board)
    return ruleError('flip/one_sided', 'name the side to show on another board');
  turn.flipped = true;
  flipSide(ctx, unit, board !== undefined && side !== undefined ? { board, side } : undefined);
  return null;
}

/** Uses the rune (R-SHEET-8, R-BONUS-2): standard only, once per game, allowed while stunned; cleanse and heal ⌊max/2⌋. */
export function useRune(ctx: Ctx, unit: Unit): RuleError | null {
  if (!unit.rune)
    return ruleError(
      'rune/unavailable',
      ctx.state.variant === 'beginner' ? 'no runes in the beginner game' : 'the rune is used',
    );
  unit.rune = false;
  runeEffect(ctx, unit);
  return null;
}

/** Uses an item (R-BONUS-4, R-ITEM-3/4): discarded, then its effect resolves at its speed (99 when not printed). */
export function useItem(ctx: Ctx, unit: Unit, cmd: Extract<Command, { type: 'item' }>): RuleError | null {
  const s = ctx.state;
  const id = unit.items[cmd.slot];
  if (id === undefined) return ruleError('item/none', `no item in slot ${cmd.slot}`);
  if (hasStatus(unit, 'stun'))
    return ruleError('action/stunned', `${unit.id} is Stunned: it can only use its rune`, undefined, {
      unit: unit.id,
      status: 'stun',
    });
  const card = s.content.cards[id];
  if (!card?.use) return ruleError('item/none', `${id} has no active effect`);
  const blocked = declarationBlocker(ctx.rules, s, unit, card.use);
  if (blocked) return blocked;
  const target = checkTarget(ctx.rules, s, unit, card.use, cmd.target);
  if (!target.ok) return target.error;
  spendResource(unit, card.use);
  unit.items = spliced(unit.items, cmd.slot, 1);
  s.market?.discard.push(id);
  emit(ctx, { type: 'itemUsed', unit: unit.id, card: id });
  declareAction(ctx, {
    source: unit.id,
    skill: card.use,
    origin: { kind: 'item', id },
    speed: card.speed ?? 99,
    cursed: false,
    target: cmd.target ?? null,
    affected: target.affected,
    form: unit.form,
  });
  return null;
}

/** Uses the active equipment (R-BONUS-5, R-EQUIP-3): turned face down, then its effect resolves. */
export function useEquipment(ctx: Ctx, unit: Unit, cmd: Extract<Command, { type: 'equipment' }>): RuleError | null {
  const s = ctx.state;
  const eq = unit.equipment;
  if (!eq) return ruleError('equipment/none', 'no equipment');
  if (!eq.faceUp) return ruleError('equipment/face_down', 'the equipment must be reset first');
  if (hasStatus(unit, 'stun'))
    return ruleError('action/stunned', `${unit.id} is Stunned: it can only use its rune`, undefined, {
      unit: unit.id,
      status: 'stun',
    });
  const card = s.content.cards[eq.card];
  if (!card?.use) return ruleError('equipment/none', `${eq.card} has no active effect`);
  const blocked = declarationBlocker(ctx.rules, s, unit, card.use);
  if (blocked) return blocked;
  const target = checkTarget(ctx.rules, s, unit, card.use, cmd.target);
  if (!target.ok) return target.error;
  spendResource(unit, card.use);
  unit.equipment = { ...eq, faceUp: false }; // the input state shares the old one (cloneState.ts)
  emit(ctx, { type: 'equipmentUsed', unit: unit.id, card: eq.card });
  declareAction(ctx, {
    source: unit.id,
    skill: card.use,
    origin: { kind: 'equipment', id: eq.card },
    speed: card.speed ?? 99,
    cursed: false,
    target: cmd.target ?? null,
    affected: target.affected,
    form: unit.form,
  });
  return null;
}

/** Resets a face-down equipment as a standard action (R-STD-4, R-EQUIP-4). */
export function resetEquipment(ctx: Ctx, unit: Unit): RuleError | null {
  const turn = ctx.state.turn!;
  if (ctx.state.variant === 'beginner')
    return ruleError('equipment/none', 'no equipment in the beginner game', 'R-SETUP-17');
  if (!unit.equipment) return ruleError('equipment/none', 'no equipment');
  if (unit.equipment.faceUp) return ruleError('equipment/face_up', 'the equipment is already face up');
  if (hasStatus(unit, 'stun'))
    return ruleError('action/stunned', `${unit.id} is Stunned: it can only use its rune`, undefined, {
      unit: unit.id,
      status: 'stun',
    });
  if (turn.standardActions >= 2)
    return ruleError('action/no_standard_action', `${unit.id} has spent both standard actions this turn`);
  turn.standardActions += 1;
  unit.equipment = { ...unit.equipment, faceUp: true };
  emit(ctx, { type: 'equipmentReset', unit: unit.id, card: unit.equipment.card });
  return null;
}

/**
 * Buys a market card (R-TRADE-1, R-BONUS-6, O-13/15): standard only, on the board of the intact statue, paying souls;
 * the market refills from its deck; over the slot limit the owner chooses a card to discard (a pending decision).
 */
export function buyCard(ctx: Ctx, unit: Unit, cardId: string): RuleError | null {
  const s = ctx.state;
  if (s.variant === 'beginner' || !s.market) return ruleError('trade/unavailable', 'no trading in the beginner game');
  if (hasStatus(unit, 'stun'))
    return ruleError('action/stunned', `${unit.id} is Stunned: it can only use its rune`, undefined, {
      unit: unit.id,
      status: 'stun',
    });
  const st = s.statue;
  if (!st || !st.intact || !st.cell || !unit.pos)
    return ruleError('trade/not_at_statue', 'the statue is destroyed', 'R-STATUE-4');
  const statueBoard = s.map.cells[hexKey(st.cell)]?.board;
  if (s.map.cells[hexKey(unit.pos)]?.board !== statueBoard)
    return ruleError('trade/not_at_statue', 'trade needs the trader on the statue board');
  const card = s.content.cards[cardId];
  const row = card?.deck === 'item' ? s.market.items : s.market.equipment;
  const at = card ? row.indexOf(cardId) : -1;
  if (!card || at < 0) return ruleError('trade/not_in_market', `${cardId} is not for sale`);
  const price = card.deck === 'item' ? 2 : 3; // R-ITEM-2, R-EQUIP-2
  if (unit.souls < price) return ruleError('trade/no_souls', `${cardId} costs ${price} souls`);
  unit.souls -= price;
  row.splice(at, 1);
  const deck = card.deck === 'item' ? s.market.itemDeck : s.market.equipmentDeck;
  if (deck.length > 0) row.push(deck.shift()!);
  emit(ctx, { type: 'bought', unit: unit.id, card: cardId, price });
  if (card.deck === 'item') {
    unit.items = [...unit.items, cardId];
    if (unit.items.length > 2)
      s.pending = {
        kind: 'discard',
        id: nextPromptId(ctx),
        seat: unit.seat,
        unit: unit.id,
        slot: 'item',
        options: [...unit.items],
      };
  } else if (unit.equipment) {
    s.pending = {
      kind: 'discard',
      id: nextPromptId(ctx),
      seat: unit.seat,
      unit: unit.id,
      slot: 'equipment',
      options: [unit.equipment.card, cardId],
    };
  } else unit.equipment = { card: cardId, faceUp: true };
  return null;
}

/** Answers a discard prompt (R-SHEET-12/13, O-15): the chosen card goes to the discard pile. */
export function answerDiscard(ctx: Ctx, option: number): void {
  const s = ctx.state;
  const p = s.pending;
  if (!p || p.kind !== 'discard') return;
  const unit = s.units[p.unit];
  const card = p.options[option];
  if (p.slot === 'item') unit.items = spliced(unit.items, unit.items.indexOf(card), 1);
  else unit.equipment = { card: p.options.find((c, i) => i !== option)!, faceUp: true };
  s.market?.discard.push(card);
  emit(ctx, { type: 'discarded', unit: unit.id, card });
  s.pending = null;
}
