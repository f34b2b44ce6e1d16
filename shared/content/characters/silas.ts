/**
 * Silas the Deathcaller Shepherd (塞拉斯 · 唤死牧者): summoner of up to two skeleton minions (R-SILAS-1..6, unit
 * `skeleton` in units.ts). Numbers and reasoning: docs/content.md "Silas".
 */
import { N, amount, skillKeys } from '../amounts';
import type { CharacterDef, SkillDef } from '../schema';

/** How many skeletons Silas may have on the map (R-COMP-2: 2 standees). */
export const SKELETON_LIMIT = 2;

const raiseDead: SkillDef = {
  ...skillKeys('silas', 'raiseDead'),
  usage: 'weapon',
  speed: 60,
  targeting: { kind: 'cell', range: { min: 1, max: 1 }, emptyCell: true },
  effects: [{ kind: 'summon', unit: 'skeleton', max: SKELETON_LIMIT }],
  curse: { effects: [{ kind: 'heal', on: 'source', amount: amount(1) }] },
};

const boneSpear: SkillDef = {
  ...skillKeys('silas', 'boneSpear'),
  usage: 'weapon',
  speed: 50,
  targeting: { kind: 'line', range: { max: 3 }, length: 3, filter: 'enemy' },
  tags: ['non-targeted'],
  effects: [{ kind: 'damage', amount: amount(1) }],
  curse: {
    effects: [
      { kind: 'damage', amount: amount(0, N) },
      { kind: 'applyStatus', status: 'bleeding', save: true, saveThreshold: 3 },
    ],
  },
};

const soulHarvest: SkillDef = {
  ...skillKeys('silas', 'soulHarvest'),
  usage: 'weapon',
  speed: 45,
  targeting: { kind: 'single', range: { min: 1, max: 3 }, filter: 'enemy', statue: true },
  effects: [
    { kind: 'damage', amount: amount(1) },
    { kind: 'heal', on: 'source', amount: amount(1) },
  ],
  curse: { effects: [{ kind: 'applyStatus', status: 'poison', save: true, saveThreshold: 3 }] },
};

const mendBones: SkillDef = {
  ...skillKeys('silas', 'mendBones'),
  usage: 'weapon',
  speed: 40,
  targeting: { kind: 'single', range: { min: 1, max: 3 }, filter: 'ally', vision: false },
  effects: [{ kind: 'heal', amount: amount(2) }],
  curse: { replace: true, effects: [{ kind: 'heal', amount: amount(3) }] },
};

/** Ultimate Night of the Dead: poisoning ring of 2, then skeletons rise until 2 stand. */
const nightOfTheDead: SkillDef = {
  ...skillKeys('silas', 'nightOfTheDead'),
  usage: 'ultimate',
  speed: 70,
  targeting: { kind: 'surround', range: { max: 2 }, filter: 'enemy' },
  tags: ['non-targeted'],
  effects: [
    { kind: 'damage', amount: amount(1) },
    { kind: 'applyStatus', status: 'poison', save: true, saveThreshold: 3 },
    { kind: 'hook', hook: 'silas:raiseAll', params: { range: 2, heal: false } },
  ],
};

/** Response Grave Chill, speed 20. */
const graveChill: SkillDef = {
  ...skillKeys('silas', 'graveChill'),
  usage: 'response',
  speed: 20,
  reaction: true,
  targeting: { kind: 'single', range: { min: 1, max: 4 }, filter: 'enemy', vision: false },
  effects: [
    { kind: 'applyStatus', status: 'weakness' },
    { kind: 'applyStatus', on: 'source', status: 'sturdy' },
  ],
};

/** Silas's character definition. */
export const silas: CharacterDef = {
  id: 'silas',
  nameKey: 'character.silas.name',
  titleKey: 'character.silas.title',
  stats: { hp: 6, constitution: 3, movement: 3, initiative: 3 },
  boards: [
    {
      id: 'silas',
      sides: [
        { id: 'bones', nameKey: 'side.silas.bones', skills: [raiseDead, boneSpear] },
        { id: 'crook', nameKey: 'side.silas.crook', skills: [soulHarvest, mendBones] },
      ],
    },
  ],
  ultimate: nightOfTheDead,
  response: graveChill,
  passive: {
    id: 'shepherd',
    nameKey: 'passive.silas.shepherd.name',
    textKey: 'passive.silas.shepherd.text',
    hook: 'silas:shepherd',
  },
  summons: ['skeleton'],
  module: 'silas',
};
