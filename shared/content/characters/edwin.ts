/**
 * Edwin the Bounty Hunter (埃德温 · 赏金猎人): Flintlock shots with prepared rounds and High-Energy Detonators
 * (R-EDWIN-1..3, O-50). Numbers and reasoning: docs/content.md "Edwin".
 */
import { N, amount, skillKeys } from '../amounts';
import type { CharacterDef, Effect, SkillDef } from '../schema';

/** Mechanism counter: prepared rounds (整备弹), 3 markers (R-EDWIN-1). */
export const PREPARED_ROUNDS = 'preparedRounds';
/** Edwin holds at most this many prepared rounds (R-EDWIN-1: 3 markers). */
export const PREPARED_ROUNDS_MAX = 3;
/** Edwin starts with this many loaded; Rig Charges reloads (O-50). */
export const PREPARED_ROUNDS_START = 1;
/** The detonator map marker kind; at most 3 on the map (R-EDWIN-2). */
export const DETONATOR = 'detonator';
/** At most this many detonator markers on the map (R-EDWIN-2). */
export const DETONATORS_ON_MAP = 3;
/** The High-Energy Detonator item card id (R-ITEM-8). */
export const DETONATOR_CARD = 'highEnergyDetonator';

/** A prepared round: +1 damage when one is loaded, then it is spent (O-50). */
const preparedRound: Effect[] = [
  { kind: 'damage', amount: amount(1), when: { resource: { id: PREPARED_ROUNDS, atLeast: 1 } } },
  {
    kind: 'gainResource',
    on: 'source',
    resource: PREPARED_ROUNDS,
    amount: -1,
    when: { resource: { id: PREPARED_ROUNDS, atLeast: 1 } },
  },
];
const reload: Effect = {
  kind: 'gainResource',
  on: 'source',
  resource: PREPARED_ROUNDS,
  amount: 1,
  max: PREPARED_ROUNDS_MAX,
};

/** Bounty Shot: a distance table (R-DMG-2) that peaks at 2–4. */
const bountyShot: SkillDef = {
  ...skillKeys('edwin', 'bountyShot'),
  usage: 'weapon',
  speed: 50,
  targeting: { kind: 'single', range: { min: 1, max: 5 }, filter: 'enemy', statue: true },
  effects: [
    {
      kind: 'damage',
      byDistance: [
        { from: 1, amount: amount(0, N) },
        { from: 2, to: 4, amount: amount(1, N) },
        // The last column reaches past the printed range so a range bonus (Hunter's Spyglass) still deals 1.
        { from: 5, to: 9, amount: amount(1) },
      ],
    },
    ...preparedRound,
  ],
  curse: { effects: [{ kind: 'applyStatus', status: 'bleeding', save: true, saveThreshold: 3 }] },
};

const quickDraw: SkillDef = {
  ...skillKeys('edwin', 'quickDraw'),
  usage: 'weapon',
  speed: 26,
  targeting: { kind: 'single', range: { min: 1, max: 3 }, filter: 'enemy', statue: true },
  effects: [{ kind: 'damage', amount: amount(1) }],
  curse: { effects: [{ kind: 'damage', amount: amount(0, N) }] },
};

/** Rig Charges: detonator cards into the item slots until they are full (R-EDWIN-2: at most 2), and reload 1 round. */
const rigCharges: SkillDef = {
  ...skillKeys('edwin', 'rigCharges'),
  usage: 'weapon',
  speed: 60,
  targeting: { kind: 'self' },
  effects: [{ kind: 'gainItem', card: DETONATOR_CARD }, { kind: 'gainItem', card: DETONATOR_CARD }, reload],
  curse: { effects: [reload] },
};

/** Detonate: every detonator within 6 explodes (unrespondable: a trap gives no warning). */
const detonate: SkillDef = {
  ...skillKeys('edwin', 'detonate'),
  usage: 'weapon',
  speed: 40,
  targeting: { kind: 'self' },
  tags: ['non-targeted', 'unrespondable'],
  effects: [{ kind: 'hook', hook: 'edwin:detonate', params: { range: 6, burning: false } }],
  curse: { replace: true, effects: [{ kind: 'hook', hook: 'edwin:detonate', params: { range: 6, burning: true } }] },
};

/** Ultimate Dead or Alive: the long-range finisher, unrespondable (R-DMG-5). */
const deadOrAlive: SkillDef = {
  ...skillKeys('edwin', 'deadOrAlive'),
  usage: 'ultimate',
  speed: 60,
  targeting: { kind: 'single', range: { min: 1, max: 7 }, filter: 'enemy', statue: true },
  tags: ['unrespondable'],
  effects: [{ kind: 'damage', amount: amount(1, N) }],
  curse: { effects: [{ kind: 'damage', amount: amount(1) }] },
};

/** Response Point-Blank, speed 14. */
const pointBlank: SkillDef = {
  ...skillKeys('edwin', 'pointBlank'),
  usage: 'response',
  speed: 14,
  reaction: true,
  targeting: { kind: 'single', range: { min: 1, max: 2 }, filter: 'enemy' },
  tags: ['regular-displacement'],
  effects: [
    { kind: 'damage', amount: amount(1) },
    { kind: 'push', distance: 1 },
  ],
};

/** Edwin's character definition. */
export const edwin: CharacterDef = {
  id: 'edwin',
  nameKey: 'character.edwin.name',
  titleKey: 'character.edwin.title',
  stats: { hp: 8, constitution: 3, movement: 3, initiative: 0 },
  boards: [
    {
      id: 'edwin',
      sides: [
        { id: 'flintlock', nameKey: 'side.edwin.flintlock', skills: [bountyShot, quickDraw] },
        { id: 'demolition', nameKey: 'side.edwin.demolition', skills: [rigCharges, detonate] },
      ],
    },
  ],
  ultimate: deadOrAlive,
  response: pointBlank,
  passive: {
    id: 'bountyHunter',
    nameKey: 'passive.edwin.bountyHunter.name',
    textKey: 'passive.edwin.bountyHunter.text',
    hook: 'edwin:bountyHunter',
  },
  module: 'edwin',
};
