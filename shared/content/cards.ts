/** Builders for item and equipment cards: keys by id and the skill-like `use` of an active card (R-ITEM-3, R-EQUIP-3). */
import type { CardDef, SkillDef } from './schema';

/** The i18n keys of a card: `card.<id>.name` / `.text` / `.lore`. */
export function cardKeys(id: string): Pick<CardDef, 'id' | 'nameKey' | 'textKey' | 'loreKey'> {
  return { id, nameKey: `card.${id}.name`, textKey: `card.${id}.text`, loreKey: `card.${id}.lore` };
}

/**
 * The active use of a card: a bonus action in its holder's turn or a reaction (R-ITEM-3, R-EQUIP-3) at its printed speed,
 * 99 when none is printed (R-ITEM-4, O-31).
 */
export function cardUse(
  id: string,
  use: Omit<SkillDef, 'id' | 'nameKey' | 'textKey' | 'usage' | 'cost' | 'reaction' | 'speed'> & { speed?: number },
): SkillDef {
  return {
    id: `${id}.use`,
    nameKey: `card.${id}.name`,
    textKey: `card.${id}.text`,
    usage: 'extra',
    cost: 'bonus',
    reaction: true,
    speed: use.speed ?? 99,
    ...use,
  };
}
