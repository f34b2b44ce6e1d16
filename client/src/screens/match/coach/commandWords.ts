/**
 * A command in the player's words, for the coach's key moments ("Strike on Eli", "Move to 3,2", "End turn"): the names
 * are the content's (skills, cards, units), the verbs the match screen's own buttons.
 */
import type { Command, GameState, TargetInput } from '../../../../../shared/rules';
import { cardName, skillName, type Language, type UiKey } from '../../../i18n';
import './coachStrings';
import '../../../i18n/aroundMatchStrings';

type T = (key: UiKey, params?: Record<string, string | number>) => string;

const cell = (h: { q: number; r: number }) => `${h.q},${h.r}`;

/** What a command aims at, in words (a unit's name, a cell, a direction, the statue). */
function targetWords(target: TargetInput | undefined, names: Record<string, string>, t: T): string | null {
  if (!target) return null;
  if ('unit' in target) return names[target.unit] ?? target.unit;
  if ('cell' in target) return cell(target.cell);
  if ('direction' in target) return t(`dir.${target.direction}` as UiKey);
  return t('coach.statue');
}

/** The command `command` of the state `state` in words. */
export function commandWords(
  state: GameState,
  command: Command,
  names: Record<string, string>,
  lang: Language,
  t: T,
): string {
  const aimed = (what: string, target: TargetInput | undefined) => {
    const on = targetWords(target, names, t);
    return on ? t('coach.cmd.on', { what, target: on }) : what;
  };
  switch (command.type) {
    case 'move':
      return t('coach.cmd.move', { cell: cell(command.path[command.path.length - 1]) });
    case 'turn':
      return t('coach.cmd.turn', { dir: t(`dir.${command.facing}` as UiKey) });
    case 'skill':
      return aimed(skillName(state, command.skill, lang), command.target);
    case 'react':
      return command.skill
        ? aimed(t('coach.cmd.react', { skill: skillName(state, command.skill, lang) }), command.target)
        : t('coach.cmd.reactItem');
    case 'item':
      return aimed(t('coach.cmd.item', { n: command.slot + 1 }), command.target);
    case 'equipment':
      return aimed(t('match.equipment'), command.target);
    case 'buy':
      return t('match.buy', { card: cardName(state, command.card, lang) });
    case 'endTurn':
      return t('match.endTurn');
    case 'flip':
      return t('match.flip');
    case 'rune':
      return t('match.rune');
    case 'pass':
      return t('match.prompt.pass');
    case 'choose':
      return t('coach.cmd.choose', { n: command.option + 1 });
    case 'place':
      return t('coach.cmd.place', { cell: cell(command.cell) });
    case 'resetEquipment':
      return t('coach.cmd.resetEquipment');
    case 'concede':
      return t('menu.concedeConfirm');
    case 'agreeDraw':
      return t('menu.offerDraw');
  }
}
