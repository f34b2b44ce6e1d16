/**
 * Item cards (gold border, 2 souls, R-ITEM-1..4): used as a bonus action or a reaction, then discarded. 7 market items
 * plus Edwin's 2 High-Energy Detonators (R-ITEM-8, never in the market). Numbers: docs/content.md "Items".
 */
import { amount } from './amounts';
import { cardKeys, cardUse } from './cards';
import type { CardDef } from './schema';

/** Every item costs 2 souls (R-ITEM-2). */
export const ITEM_PRICE = 2;

/** Stubborn Die (倔老骰, R-ITEM-7): swap initiative with the character before you at the next world turn (R-WORLD-5). */
export const stubbornDie: CardDef = {
  ...cardKeys('stubbornDie'),
  deck: 'item',
  price: ITEM_PRICE,
  use: cardUse('stubbornDie', { targeting: { kind: 'self' }, effects: [{ kind: 'hook', hook: 'cards:stubbornDie' }] }),
};

export const healingDraught: CardDef = {
  ...cardKeys('healingDraught'),
  deck: 'item',
  price: ITEM_PRICE,
  use: cardUse('healingDraught', { targeting: { kind: 'self' }, effects: [{ kind: 'heal', amount: amount(2) }] }),
};

export const smokePellet: CardDef = {
  ...cardKeys('smokePellet'),
  deck: 'item',
  price: ITEM_PRICE,
  speed: 15,
  use: cardUse('smokePellet', {
    speed: 15,
    targeting: { kind: 'self' },
    effects: [{ kind: 'applyStatus', status: 'stealth' }],
  }),
};

export const throwingKnife: CardDef = {
  ...cardKeys('throwingKnife'),
  deck: 'item',
  price: ITEM_PRICE,
  speed: 30,
  use: cardUse('throwingKnife', {
    speed: 30,
    targeting: { kind: 'single', range: { min: 1, max: 3 }, filter: 'enemy', statue: true },
    effects: [{ kind: 'damage', amount: amount(1) }],
  }),
};

export const cursedIdol: CardDef = {
  ...cardKeys('cursedIdol'),
  deck: 'item',
  price: ITEM_PRICE,
  use: cardUse('cursedIdol', { targeting: { kind: 'self' }, effects: [{ kind: 'gainCurse', amount: 2 }] }),
};

export const grapplingHook: CardDef = {
  ...cardKeys('grapplingHook'),
  deck: 'item',
  price: ITEM_PRICE,
  speed: 40,
  use: cardUse('grapplingHook', {
    speed: 40,
    targeting: { kind: 'cell', range: { min: 1, max: 3 }, emptyCell: true },
    tags: ['regular-displacement'],
    effects: [{ kind: 'dash', maxDistance: 3 }],
  }),
};

export const tarFlask: CardDef = {
  ...cardKeys('tarFlask'),
  deck: 'item',
  price: ITEM_PRICE,
  speed: 45,
  use: cardUse('tarFlask', {
    speed: 45,
    targeting: { kind: 'single', range: { min: 1, max: 3 }, filter: 'enemy' },
    effects: [{ kind: 'applyStatus', status: 'root', save: true, saveThreshold: 3 }],
  }),
};

/**
 * High-Energy Detonator (高能雷管, R-ITEM-8, R-EDWIN-1/2, O-50): Edwin's, 2 copies, never in the market. Places a
 * detonator marker on an empty cell within 3; at most 3 markers on the map.
 */
export const highEnergyDetonator: CardDef = {
  ...cardKeys('highEnergyDetonator'),
  deck: 'item',
  price: ITEM_PRICE,
  copies: 2,
  market: false,
  use: cardUse('highEnergyDetonator', {
    targeting: { kind: 'cell', range: { min: 1, max: 3 }, emptyCell: true },
    // R-EDWIN-2: a 4th marker on the map is refused at declaration.
    effects: [{ kind: 'placeMarker', marker: 'detonator', at: 'targetCell', max: 3, onLimit: 'refuse' }],
  }),
};

/** All item cards by id. */
export const ITEMS: Record<string, CardDef> = {
  stubbornDie,
  healingDraught,
  smokePellet,
  throwingKnife,
  cursedIdol,
  grapplingHook,
  tarFlask,
  highEnergyDetonator,
};
