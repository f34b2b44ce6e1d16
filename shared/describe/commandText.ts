// A legal command in words (issue 30: "what can I do", read from the engine's legalCommands, never decided here):
// "Use Death Cut on Yunye at (2,-1)", "Move to (0,1) (2 movement), ending facing east", "Pass (no reaction)".
import { choiceText, contentText, type Language } from '../content/i18n';
import { directionTo } from '../hex';
import { boardName } from '../map/layoutProblemText';
import { cellLabel } from '../rules/board';
import { findSkill } from '../rules/skills';
import type { Command, GameState, Pending, TargetInput } from '../rules';
import { describeWord } from './describeWords';
import { unitNameKey } from './unitFacts';
import { unitWord } from './unitText';

/** A unit of the state by name. */
function unitName(language: Language, state: GameState, id: string): string {
  const unit = state.units[id];
  return unit ? unitWord(language, { id, nameKey: unitNameKey(state, unit) }) : id;
}

/** A card's name from the content strings. */
function cardName(language: Language, state: GameState, id: string): string {
  const def = state.content.cards[id];
  return def ? contentText(language, def.nameKey) : id;
}

/** What a skill, item or reaction aims at, as a phrase to append ('' for self and area skills). */
export function targetText(language: Language, state: GameState, target: TargetInput | undefined): string {
  if (!target) return '';
  if ('unit' in target) {
    const pos = state.units[target.unit]?.pos;
    return describeWord(language, 'cmd.onUnit', {
      unit: unitName(language, state, target.unit),
      cell: pos ? cellLabel(pos) : '—',
    });
  }
  if ('statue' in target) return describeWord(language, 'cmd.onStatue');
  if ('cell' in target) return describeWord(language, 'cmd.onCell', { cell: cellLabel(target.cell) });
  return describeWord(language, 'cmd.toward', { facing: describeWord(language, `dir.${target.direction}`) });
}

/** The acting unit of `state` for a command: the pending decision's unit, else the turn's unit. */
function actorOf(state: GameState): string | null {
  const p = state.pending;
  if (p && 'unit' in p) return p.unit;
  return state.turn?.unit ?? null;
}

/** A skill of the acting unit by name (the id when the unit does not own it). */
function skillName(language: Language, state: GameState, id: string): string {
  const actor = actorOf(state);
  const owned = actor ? findSkill(state, state.units[actor], id) : null;
  return owned ? contentText(language, owned.def.nameKey) : id;
}

/** Option `option` of a pending decision answered with `choose`. */
function optionText(language: Language, state: GameState, p: Pending, option: number): string {
  switch (p.kind) {
    case 'draft': {
      const def = state.content.characters[p.options[option]];
      return def ? contentText(language, def.nameKey) : p.options[option];
    }
    case 'campfire':
      return boardName(p.options[option], language);
    case 'discard':
      return cardName(language, state, p.options[option]);
    case 'step':
      return cellLabel(p.options[option]);
    case 'choice':
      return choiceText(language, p, option);
    default:
      return String(option);
  }
}

/** A side of the acting character's board by name. */
function sideName(language: Language, state: GameState, board: number, side: 0 | 1): string {
  const actor = actorOf(state) ?? (state.pending ? state.seats[state.pending.seat] : null);
  const def = actor ? state.content.characters[state.units[actor].def] : undefined;
  const key = def?.boards[board]?.sides[side]?.nameKey;
  return key ? contentText(language, key) : `${board}:${side}`;
}

/** One command of `legalCommands(state, seat).commands` in words. */
export function commandText(language: Language, state: GameState, command: Command): string {
  const curse = (c: { curse?: boolean }) => (c.curse ? describeWord(language, 'cmd.cursed') : '');
  switch (command.type) {
    case 'move': {
      const end = command.path[command.path.length - 1];
      const before =
        command.path.length > 1
          ? command.path[command.path.length - 2]
          : state.turn
            ? state.units[state.turn.unit].pos
            : null;
      const facing = before ? directionWord(language, before, end) : '';
      return describeWord(language, 'cmd.move', { cell: cellLabel(end), cost: command.path.length, facing });
    }
    case 'turn':
      return describeWord(language, 'cmd.turn', { facing: describeWord(language, `dir.${command.facing}`) });
    case 'skill':
      return describeWord(language, 'cmd.skill', {
        skill: skillName(language, state, command.skill),
        curse: curse(command),
        target: targetText(language, state, command.target),
      });
    case 'item': {
      const actor = actorOf(state);
      const card = actor ? state.units[actor].items[command.slot] : undefined;
      return describeWord(language, 'cmd.item', {
        card: card ? cardName(language, state, card) : `#${command.slot}`,
        curse: curse(command),
        target: targetText(language, state, command.target),
      });
    }
    case 'equipment': {
      const actor = actorOf(state);
      const card = actor ? state.units[actor].equipment?.card : undefined;
      return describeWord(language, 'cmd.equipment', {
        card: card ? cardName(language, state, card) : '—',
        target: targetText(language, state, command.target),
      });
    }
    case 'resetEquipment':
      return describeWord(language, 'cmd.resetEquipment');
    case 'flip':
      return command.board === undefined
        ? describeWord(language, 'cmd.flip')
        : describeWord(language, 'cmd.flipTo', { side: sideName(language, state, command.board, command.side ?? 0) });
    case 'rune':
      return describeWord(language, 'cmd.rune');
    case 'buy':
      return describeWord(language, 'cmd.buy', { card: cardName(language, state, command.card) });
    case 'endTurn':
      return describeWord(language, 'cmd.endTurn');
    case 'choose':
      return state.pending
        ? describeWord(language, 'cmd.choose', { option: optionText(language, state, state.pending, command.option) })
        : '';
    case 'place': {
      const side =
        command.side === undefined
          ? ''
          : describeWord(language, 'cmd.placeSide', { side: sideName(language, state, 0, command.side) });
      return describeWord(language, 'cmd.place', {
        cell: cellLabel(command.cell),
        facing: describeWord(language, `dir.${command.facing}`),
        side,
      });
    }
    case 'react':
      if (command.use === 'flip') return describeWord(language, 'cmd.reactFlip');
      if (command.use === 'rune') return describeWord(language, 'cmd.reactRune');
      return describeWord(language, 'cmd.react', {
        skill:
          command.use === 'skill'
            ? skillName(language, state, command.skill ?? '')
            : reactionCardName(language, state, command),
        curse: curse(command),
        target: targetText(language, state, command.target),
      });
    case 'pass':
      return describeWord(language, 'cmd.pass');
    case 'concede':
      return describeWord(language, 'cmd.concede');
    case 'agreeDraw':
      return describeWord(language, 'cmd.agreeDraw');
  }
}

/** The card an item or equipment reaction uses. */
function reactionCardName(language: Language, state: GameState, command: Extract<Command, { type: 'react' }>): string {
  const actor = actorOf(state);
  const unit = actor ? state.units[actor] : undefined;
  const card = command.use === 'item' ? unit?.items[command.slot ?? -1] : unit?.equipment?.card;
  return card ? cardName(language, state, card) : '—';
}

/** The direction of the last step of a walk (R-MOVE-3: a step sets the facing). */
function directionWord(language: Language, from: { q: number; r: number }, to: { q: number; r: number }): string {
  const d = directionTo(from, to);
  return d === null ? '' : describeWord(language, `dir.${d}`);
}
