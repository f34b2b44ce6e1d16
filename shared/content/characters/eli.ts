/**
 * Eli the Hidden Blade (伊莱 · 隐匿之刃): assassin with Stealth, Vigilance and the two fast Dagger skills of R-CHAIN-8.
 * Numbers and reasoning: docs/content.md "Eli".
 */
import { D, N, amount, skillKeys } from '../amounts';
import type { CharacterDef, Effect, SkillDef } from '../schema';

/**
 * Ambush (passive Hidden Blade): +1 damage while Eli is Stealthed. A weapon skill ends Stealth only after it has resolved
 * (engine, R-STATUS-9), so the skill that breaks it still gets the bonus.
 */
const ambush: Effect = { kind: 'damage', amount: amount(1), when: { sourceHas: 'stealth' } };

/** Death Cut, speed 28 (R-ELI-1, R-CHAIN-8): Eli's counterattack. */
const deathCut: SkillDef = {
  ...skillKeys('eli', 'deathCut'),
  usage: 'weapon',
  speed: 28,
  targeting: { kind: 'single', range: { max: 1 }, filter: 'enemy', statue: true },
  effects: [{ kind: 'damage', amount: amount(1, D) }, ambush],
  curse: { effects: [{ kind: 'applyStatus', status: 'bleeding', save: true, saveThreshold: 3 }] },
};

/** A thrown dagger needs room: 1 damage at distance 2–3, nothing point-blank (R-DMG-2 distance table). */
const throwDamage: Effect = { kind: 'damage', byDistance: [{ from: 2, to: 9, amount: amount(1) }] };

/** Fatal Throw, speed 29 (R-ELI-1, R-CHAIN-8): a throw, then a teleport of up to 3 that can take Eli 4+ cells away. */
const fatalThrow: SkillDef = {
  ...skillKeys('eli', 'fatalThrow'),
  usage: 'weapon',
  speed: 29,
  targeting: { kind: 'single', range: { min: 1, max: 3 }, filter: 'enemy', statue: true },
  effects: [throwDamage, ambush, { kind: 'teleport', on: 'source', maxDistance: 3 }],
  curse: { replace: true, effects: [throwDamage, ambush, { kind: 'teleport', on: 'source', maxDistance: 5 }] },
};

/** Vigilance (R-ELI-1..4, R-STATUS-12, O-49); cursed: Cursed Vigilance and, as a reaction, a follow-up skill at 15. */
const vigilance: SkillDef = {
  ...skillKeys('eli', 'vigilance'),
  usage: 'weapon',
  speed: 20,
  targeting: { kind: 'self' },
  effects: [{ kind: 'applyStatus', status: 'vigilance' }],
  curse: {
    replace: true,
    effects: [
      { kind: 'applyStatus', status: 'cursedVigilance' },
      // R-STATUS-12 / O-49: cursed as a reaction, the negation grants another weapon skill of either side at speed 15.
      { kind: 'grantAction', speed: 15, skills: 'otherWeapon', asReaction: true, afterNegating: 'cursedVigilance' },
    ],
  },
};

/** Shadowstep: Stealth, then a short dash towards the chosen cell; cursed, a longer dash that cuts (R-DASH-1). */
const shadowstep: SkillDef = {
  ...skillKeys('eli', 'shadowstep'),
  usage: 'weapon',
  speed: 40,
  targeting: { kind: 'cell', range: { min: 1, max: 4 }, emptyCell: true },
  tags: ['regular-displacement'],
  effects: [
    { kind: 'applyStatus', on: 'source', status: 'stealth' },
    { kind: 'dash', maxDistance: 2 },
  ],
  curse: {
    replace: true,
    effects: [
      { kind: 'applyStatus', on: 'source', status: 'stealth' },
      { kind: 'dash', maxDistance: 4, pathDamage: amount(1) },
    ],
  },
};

/** Ultimate Shade Assault: teleport up to 5, then a heavy stab. */
const shadeAssault: SkillDef = {
  ...skillKeys('eli', 'shadeAssault'),
  usage: 'ultimate',
  speed: 35,
  targeting: { kind: 'single', range: { min: 1, max: 5 }, filter: 'enemy' },
  effects: [{ kind: 'teleport', on: 'source', maxDistance: 5 }, { kind: 'damage', amount: amount(2, N) }, ambush],
  curse: { effects: [{ kind: 'applyStatus', status: 'bleeding' }] },
};

/** Response Smoke Veil, speed 10: Stealth; the action that targeted Eli fizzles at its re-check (R-RES-6). */
const smokeVeil: SkillDef = {
  ...skillKeys('eli', 'smokeVeil'),
  usage: 'response',
  speed: 10,
  reaction: true,
  targeting: { kind: 'self' },
  effects: [{ kind: 'applyStatus', status: 'stealth' }],
};

/** Eli's character definition. */
export const eli: CharacterDef = {
  id: 'eli',
  nameKey: 'character.eli.name',
  titleKey: 'character.eli.title',
  stats: { hp: 8, constitution: 3, movement: 4, initiative: -3 },
  boards: [
    {
      id: 'eli',
      sides: [
        { id: 'dagger', nameKey: 'side.eli.dagger', skills: [deathCut, fatalThrow] },
        { id: 'shadow', nameKey: 'side.eli.shadow', skills: [vigilance, shadowstep] },
      ],
    },
  ],
  ultimate: shadeAssault,
  response: smokeVeil,
  passive: {
    id: 'hiddenBlade',
    nameKey: 'passive.eli.hiddenBlade.name',
    textKey: 'passive.eli.hiddenBlade.text',
    hook: 'eli:hiddenBlade',
  },
  module: 'eli',
};
