/**
 * Darien the Oathbreaker Knight (达里恩 · 破誓骑士): tank with two weapon forms, Twin Swords (`twin`) and Greatsword
 * (`great`); every skill has an effect per form (R-DARIEN-3). Initiative +5 (R-INIT-3), movement 3 (R-MOVE-7).
 * Numbers and reasoning: docs/content.md "Darien".
 */
import { A, N, amount, skillKeys } from '../amounts';
import type { CharacterDef, Effect, SkillDef } from '../schema';

/** Builds a skill whose effects depend on the form: `effects` repeats the twin-sword list for readers without forms. */
function byForm(twin: Effect[], great: Effect[]): Pick<SkillDef, 'effects' | 'byForm'> {
  return { effects: twin, byForm: { twin, great } };
}

/** Switch Form (R-DARIEN-2, O-46): bonus action or reaction at 99 (O-31), once in each character turn. */
const switchForm: SkillDef = {
  ...skillKeys('darien', 'switchForm'),
  usage: 'extra',
  cost: 'bonus',
  reaction: true,
  limit: 'turn',
  speed: 99,
  targeting: { kind: 'self' },
  effects: [{ kind: 'hook', hook: 'darien:switchForm' }],
};

const cleave: SkillDef = {
  ...skillKeys('darien', 'cleave'),
  usage: 'weapon',
  speed: 45,
  targeting: { kind: 'front', range: { max: 1 }, filter: 'enemy' },
  tags: ['non-targeted', 'regular-displacement'],
  ...byForm(
    [
      { kind: 'damage', amount: amount(1) },
      { kind: 'applyStatus', status: 'bleeding', save: true, saveThreshold: 3 },
    ],
    [
      { kind: 'damage', amount: amount(1, N) },
      { kind: 'push', distance: 1 },
    ],
  ),
  curse: { effects: [{ kind: 'damage', amount: amount(1) }] },
};

/**
 * Charge: dash towards the target (stopping next to it), then strike. Twin Swords cut every enemy beside the path on the
 * way (R-DASH-1 on a dash aimed at a unit; the target itself takes the strike, not a path cut).
 */
const charge: SkillDef = {
  ...skillKeys('darien', 'charge'),
  usage: 'weapon',
  speed: 60,
  targeting: { kind: 'single', range: { min: 2, max: 3 }, filter: 'enemy' },
  tags: ['regular-displacement'],
  ...byForm(
    [
      { kind: 'dash', maxDistance: 2, pathDamage: amount(1) },
      { kind: 'damage', amount: amount(1) },
    ],
    [
      { kind: 'dash', maxDistance: 2 },
      { kind: 'damage', amount: amount(1) },
      { kind: 'push', distance: 2 },
    ],
  ),
  curse: { effects: [{ kind: 'damage', amount: amount(1) }] },
};

const brokenOath: SkillDef = {
  ...skillKeys('darien', 'brokenOath'),
  usage: 'weapon',
  speed: 65,
  targeting: { kind: 'single', range: { max: 1 }, filter: 'enemy', statue: true },
  ...byForm(
    [
      { kind: 'damage', amount: amount(1, N) },
      { kind: 'applyStatus', status: 'bleeding', save: true, saveThreshold: 3 },
    ],
    [
      { kind: 'damage', amount: amount(1, A) },
      { kind: 'damage', on: 'source', amount: amount(1) },
    ],
  ),
  curse: { effects: [{ kind: 'damage', amount: amount(1) }] },
};

const parry: SkillDef = {
  ...skillKeys('darien', 'parry'),
  usage: 'weapon',
  speed: 22,
  targeting: { kind: 'single', range: { max: 1 }, filter: 'enemy' },
  tags: ['regular-displacement'],
  ...byForm(
    [{ kind: 'damage', amount: amount(1) }],
    [
      { kind: 'push', distance: 1 },
      { kind: 'applyStatus', on: 'source', status: 'sturdy' },
    ],
  ),
  curse: { effects: [{ kind: 'applyStatus', status: 'bleeding', save: true, saveThreshold: 3 }] },
};

/** Ultimate Oathbreaker's Verdict: a full circle of cuts or one great sweep. */
const verdict: SkillDef = {
  ...skillKeys('darien', 'verdict'),
  usage: 'ultimate',
  speed: 50,
  targeting: { kind: 'surround', range: { max: 1 }, filter: 'enemy' },
  tags: ['non-targeted', 'regular-displacement'],
  ...byForm(
    [
      { kind: 'damage', amount: amount(1, N) },
      { kind: 'applyStatus', status: 'bleeding' },
    ],
    [
      { kind: 'damage', amount: amount(1, A) },
      { kind: 'push', distance: 1 },
    ],
  ),
  curse: { effects: [{ kind: 'damage', amount: amount(1) }] },
};

/** Response Unbroken, speed 15. */
const unbroken: SkillDef = {
  ...skillKeys('darien', 'unbroken'),
  usage: 'response',
  speed: 15,
  reaction: true,
  targeting: { kind: 'self' },
  ...byForm(
    [
      { kind: 'applyStatus', status: 'sturdy' },
      { kind: 'applyStatus', status: 'regeneration' },
    ],
    [
      { kind: 'applyStatus', status: 'sturdy' },
      { kind: 'applyStatus', status: 'iceShield' },
    ],
  ),
};

/** Darien's character definition. */
export const darien: CharacterDef = {
  id: 'darien',
  nameKey: 'character.darien.name',
  titleKey: 'character.darien.title',
  stats: { hp: 7, constitution: 3, movement: 3, initiative: 5 },
  boards: [
    {
      id: 'darien',
      sides: [
        { id: 'vanguard', nameKey: 'side.darien.vanguard', skills: [cleave, charge] },
        { id: 'oathbreaker', nameKey: 'side.darien.oathbreaker', skills: [brokenOath, parry] },
      ],
    },
  ],
  ultimate: verdict,
  response: unbroken,
  passive: {
    id: 'twoOaths',
    nameKey: 'passive.darien.twoOaths.name',
    textKey: 'passive.darien.twoOaths.text',
    hook: 'darien:twoOaths',
  },
  extras: [switchForm],
  forms: ['twin', 'great'],
  module: 'darien',
};
