/**
 * Yunye the Ruins Monk (云野 · 废墟武僧): melee brawler who applies Weakness and punishes it with Intercepting Fist
 * (speed 18, R-YUNYE-1). Numbers and reasoning: docs/content.md "Yunye".
 */
import { N, amount, skillKeys } from '../amounts';
import type { CharacterDef, Effect, SkillDef } from '../schema';

/** One "attack 111 once, deal 1" (R-YUNYE-1): a normal-die hit roll, then 1 damage. */
const jab: Effect = { kind: 'attack', dice: [N], onHit: [{ kind: 'damage', amount: amount(1) }] };

/**
 * Intercepting Fist (R-YUNYE-1, R-STD-5, O-43): extra standard action and reaction at 18, once per round (either);
 * on a hit 1 damage, or 1+N against Weakness. Not a weapon skill: never marked used, no curse version.
 */
const interceptingFist: SkillDef = {
  ...skillKeys('yunye', 'interceptingFist'),
  usage: 'extra',
  cost: 'standard',
  reaction: true,
  limit: 'round',
  speed: 18,
  targeting: { kind: 'single', range: { max: 1 }, filter: 'enemy', statue: true },
  effects: [
    {
      kind: 'attack',
      dice: [N],
      onHit: [
        { kind: 'damage', amount: amount(1), bonusIfTargetHas: { status: 'weakness', amount: amount(0, N) } },
        // Passive Ruin Stance: a hit on a Weakened unit lets Yunye use the fist once more this turn.
        { kind: 'hook', hook: 'yunye:ruinStance', when: { targetHas: 'weakness' } },
      ],
    },
  ],
};

const crumblingPalm: SkillDef = {
  ...skillKeys('yunye', 'crumblingPalm'),
  usage: 'weapon',
  speed: 45,
  targeting: { kind: 'single', range: { max: 1 }, filter: 'enemy', statue: true },
  tags: ['regular-displacement'],
  effects: [
    { kind: 'damage', amount: amount(1, N) },
    { kind: 'applyStatus', status: 'weakness', save: true, saveThreshold: 3 },
  ],
  curse: { effects: [{ kind: 'push', distance: 2 }] },
};

const sweepingKick: SkillDef = {
  ...skillKeys('yunye', 'sweepingKick'),
  usage: 'weapon',
  speed: 55,
  targeting: { kind: 'surround', range: { max: 1 }, filter: 'enemy' },
  tags: ['non-targeted'],
  effects: [
    { kind: 'damage', amount: amount(1) },
    { kind: 'applyStatus', status: 'weakness', save: true, saveThreshold: 3 },
  ],
  curse: { effects: [{ kind: 'applyStatus', status: 'root', save: true, saveThreshold: 3 }] },
};

const ruinSweep: SkillDef = {
  ...skillKeys('yunye', 'ruinSweep'),
  usage: 'weapon',
  speed: 50,
  targeting: { kind: 'front', range: { max: 1 }, filter: 'enemy' },
  tags: ['non-targeted', 'regular-displacement'],
  effects: [
    { kind: 'damage', amount: amount(1) },
    { kind: 'push', distance: 1 },
  ],
  curse: {
    replace: true,
    effects: [
      { kind: 'damage', amount: amount(1, N) },
      { kind: 'push', distance: 2 },
    ],
  },
};

const stillWater: SkillDef = {
  ...skillKeys('yunye', 'stillWater'),
  usage: 'weapon',
  speed: 25,
  targeting: { kind: 'self' },
  effects: [{ kind: 'applyStatus', status: 'sturdy' }],
  curse: { effects: [{ kind: 'applyStatus', status: 'regeneration' }] },
};

/** Ultimate Ruinbreaker Flurry: Weakness without save, then two jabs (each hit 1, +1 from Weakness). */
const ruinbreakerFlurry: SkillDef = {
  ...skillKeys('yunye', 'ruinbreakerFlurry'),
  usage: 'ultimate',
  speed: 30,
  targeting: { kind: 'single', range: { max: 1 }, filter: 'enemy' },
  effects: [{ kind: 'applyStatus', status: 'weakness' }, jab, jab],
  curse: { effects: [jab] },
};

/** Response Redirect, speed 12: push the attacker 2 (a melee action then fizzles, R-RES-6) and gain Sturdy. */
const redirect: SkillDef = {
  ...skillKeys('yunye', 'redirect'),
  usage: 'response',
  speed: 12,
  reaction: true,
  targeting: { kind: 'single', range: { min: 1, max: 2 }, filter: 'enemy', vision: false },
  tags: ['regular-displacement'],
  effects: [{ kind: 'push', distance: 2 }],
};

/** Yunye's character definition. */
export const yunye: CharacterDef = {
  id: 'yunye',
  nameKey: 'character.yunye.name',
  titleKey: 'character.yunye.title',
  stats: { hp: 6, constitution: 3, movement: 3, initiative: -1 },
  boards: [
    {
      id: 'yunye',
      sides: [
        { id: 'ironFist', nameKey: 'side.yunye.ironFist', skills: [crumblingPalm, sweepingKick] },
        { id: 'ruinStaff', nameKey: 'side.yunye.ruinStaff', skills: [ruinSweep, stillWater] },
      ],
    },
  ],
  ultimate: ruinbreakerFlurry,
  response: redirect,
  passive: {
    id: 'ruinStance',
    nameKey: 'passive.yunye.ruinStance.name',
    textKey: 'passive.yunye.ruinStance.text',
    hook: 'yunye:ruinStance',
  },
  extras: [interceptingFist],
  module: 'yunye',
};
