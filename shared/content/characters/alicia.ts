/**
 * Alicia the Scarlet-String Witch (艾莉西亚 · 绯弦魔女): pushes and pulls (R-FORCE-4..6, R-ALICIA-4) and a puppet
 * (unit `puppet` in units.ts, R-ALICIA-1..3, O-47). Numbers and reasoning: docs/content.md "Alicia".
 */
import { A, N, amount, skillKeys } from '../amounts';
import type { CharacterDef, SkillDef } from '../schema';

/**
 * Pull the Strings (R-ALICIA-2): move the puppet next to itself or to Alicia, ignoring terrain; place it if absent. The
 * cell is not a declared target: the module offers exactly the cells it accepts as a choice (shared/mechanisms/alicia.ts
 * pullCells), so the engine's cell list (every empty cell) and the rule (next to the puppet or Alicia) cannot differ.
 */
const pullTheStrings: SkillDef = {
  ...skillKeys('alicia', 'pullTheStrings'),
  usage: 'extra',
  cost: 'bonus',
  limit: 'turn',
  speed: 99,
  targeting: { kind: 'self' },
  tags: ['ignores-terrain'],
  effects: [{ kind: 'hook', hook: 'alicia:movePuppet' }],
};

const heartstring: SkillDef = {
  ...skillKeys('alicia', 'heartstring'),
  usage: 'weapon',
  speed: 45,
  targeting: { kind: 'single', range: { min: 1, max: 4 }, filter: 'enemy' },
  tags: ['regular-displacement'],
  effects: [
    { kind: 'damage', amount: amount(1, A) },
    { kind: 'pull', distance: 2 },
  ],
  curse: { effects: [{ kind: 'applyStatus', status: 'root', save: true, saveThreshold: 3 }] },
};

const severingThread: SkillDef = {
  ...skillKeys('alicia', 'severingThread'),
  usage: 'weapon',
  speed: 35,
  targeting: { kind: 'single', range: { min: 1, max: 2 }, filter: 'enemy', statue: true },
  tags: ['regular-displacement'],
  effects: [
    { kind: 'damage', amount: amount(1, N) },
    { kind: 'push', distance: 2 },
  ],
  curse: { effects: [{ kind: 'applyStatus', status: 'bleeding', save: true, saveThreshold: 3 }] },
};

/** Puppet Dance: every enemy adjacent to the puppet (non-targeted area centred on the puppet). */
const puppetDance: SkillDef = {
  ...skillKeys('alicia', 'puppetDance'),
  usage: 'weapon',
  speed: 30,
  targeting: { kind: 'self' },
  tags: ['non-targeted'],
  effects: [{ kind: 'hook', hook: 'alicia:puppetArea', params: { damage: 1, normalDice: 1 } }],
  curse: {
    replace: true,
    effects: [{ kind: 'hook', hook: 'alicia:puppetArea', params: { damage: 1, normalDice: 1, weakness: true } }],
  },
};

/** Tangle: enemies adjacent to the puppet are pulled 1 towards it and Rooted (save 3). */
const tangle: SkillDef = {
  ...skillKeys('alicia', 'tangle'),
  usage: 'weapon',
  speed: 50,
  targeting: { kind: 'self' },
  tags: ['non-targeted', 'regular-displacement'],
  effects: [{ kind: 'hook', hook: 'alicia:puppetArea', params: { range: 2, pull: 1, root: true } }],
  curse: {
    replace: true,
    effects: [{ kind: 'hook', hook: 'alicia:puppetArea', params: { range: 2, pull: 1, root: true, damage: 1 } }],
  },
};

/** Ultimate Grand Marionette: drag one enemy 4 cells, Root it without a save, 1 damage. */
const grandMarionette: SkillDef = {
  ...skillKeys('alicia', 'grandMarionette'),
  usage: 'ultimate',
  speed: 55,
  targeting: { kind: 'single', range: { min: 1, max: 5 }, filter: 'enemy' },
  tags: ['regular-displacement'],
  effects: [
    { kind: 'pull', distance: 4 },
    { kind: 'applyStatus', status: 'root' },
    { kind: 'damage', amount: amount(1) },
  ],
};

/** Response Puppet Guard, speed 12: Alicia and the puppet exchange cells. */
const puppetGuard: SkillDef = {
  ...skillKeys('alicia', 'puppetGuard'),
  usage: 'response',
  speed: 12,
  reaction: true,
  targeting: { kind: 'self' },
  tags: ['ignores-terrain'],
  effects: [{ kind: 'hook', hook: 'alicia:swapWithPuppet' }],
};

/** Alicia's character definition. */
export const alicia: CharacterDef = {
  id: 'alicia',
  nameKey: 'character.alicia.name',
  titleKey: 'character.alicia.title',
  stats: { hp: 7, constitution: 3, movement: 3, initiative: 1 },
  boards: [
    {
      id: 'alicia',
      sides: [
        { id: 'strings', nameKey: 'side.alicia.strings', skills: [heartstring, severingThread] },
        { id: 'puppetry', nameKey: 'side.alicia.puppetry', skills: [puppetDance, tangle] },
      ],
    },
  ],
  ultimate: grandMarionette,
  response: puppetGuard,
  passive: {
    id: 'scarletStrings',
    nameKey: 'passive.alicia.scarletStrings.name',
    textKey: 'passive.alicia.scarletStrings.text',
    hook: 'alicia:strings',
  },
  extras: [pullTheStrings],
  summons: ['puppet'],
  module: 'alicia',
};
