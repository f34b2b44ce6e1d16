/**
 * Equipment cards (silver border, 3 souls, R-EQUIP-1..6): active ones are used as a bonus action or a reaction and then
 * turned face down until reset; passive ones work while held (O-41). Numbers: docs/content.md "Equipment".
 */
import { amount } from './amounts';
import { cardKeys, cardUse } from './cards';
import type { CardDef } from './schema';

/** Every equipment costs 3 souls (R-EQUIP-2). */
export const EQUIPMENT_PRICE = 3;

/**
 * Soul-Splitting Bell (裂魂之钟, R-EQUIP-6, O-42): at its holder's turn start, every enemy unit within 2 saves
 * constitution vs 3; each failure takes 1 unrespondable, unresistable damage. No vision needed.
 */
export const soulSplittingBell: CardDef = {
  ...cardKeys('soulSplittingBell'),
  deck: 'equipment',
  price: EQUIPMENT_PRICE,
  startOfTurn: {
    id: 'soulSplittingBell.toll',
    nameKey: 'card.soulSplittingBell.name',
    textKey: 'card.soulSplittingBell.text',
    usage: 'extra',
    cost: 'none',
    speed: 99,
    targeting: { kind: 'surround', range: { max: 2 }, filter: 'enemy', vision: false },
    tags: ['non-targeted', 'unrespondable', 'unresistable'],
    effects: [{ kind: 'hook', hook: 'cards:bellToll', params: { threshold: 3, damage: 1 } }],
  },
};

export const ironBuckler: CardDef = {
  ...cardKeys('ironBuckler'),
  deck: 'equipment',
  price: EQUIPMENT_PRICE,
  speed: 12,
  use: cardUse('ironBuckler', {
    speed: 12,
    targeting: { kind: 'self' },
    effects: [{ kind: 'applyStatus', status: 'iceShield' }],
  }),
};

export const exileBoots: CardDef = {
  ...cardKeys('exileBoots'),
  deck: 'equipment',
  price: EQUIPMENT_PRICE,
  passiveHook: 'cards:exileBoots',
};

export const thornedMail: CardDef = {
  ...cardKeys('thornedMail'),
  deck: 'equipment',
  price: EQUIPMENT_PRICE,
  passiveHook: 'cards:thornedMail',
};

export const bloodChalice: CardDef = {
  ...cardKeys('bloodChalice'),
  deck: 'equipment',
  price: EQUIPMENT_PRICE,
  use: cardUse('bloodChalice', {
    targeting: { kind: 'self' },
    effects: [
      { kind: 'heal', amount: amount(1) },
      { kind: 'gainCurse', amount: 1 },
    ],
  }),
};

export const hunterSpyglass: CardDef = {
  ...cardKeys('hunterSpyglass'),
  deck: 'equipment',
  price: EQUIPMENT_PRICE,
  passiveHook: 'cards:hunterSpyglass',
};

export const bindingChain: CardDef = {
  ...cardKeys('bindingChain'),
  deck: 'equipment',
  price: EQUIPMENT_PRICE,
  speed: 40,
  use: cardUse('bindingChain', {
    speed: 40,
    targeting: { kind: 'single', range: { min: 1, max: 3 }, filter: 'enemy' },
    tags: ['regular-displacement'],
    effects: [{ kind: 'pull', distance: 2 }],
  }),
};

/** All equipment cards by id. */
export const EQUIPMENT: Record<string, CardDef> = {
  soulSplittingBell,
  ironBuckler,
  exileBoots,
  thornedMail,
  bloodChalice,
  hunterSpyglass,
  bindingChain,
};
