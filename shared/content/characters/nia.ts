/**
 * Nia the Mad Sorcerer (妮娅 · 狂法术士): two skill boards (four sides, R-NIA-1) and element essences, at most 3
 * (R-NIA-3). Flame Soulburn keeps speed 69 and range ≤ 3 (R-NIA-4, R-CHAIN-8). Numbers: docs/content.md "Nia".
 */
import { N, amount, skillKeys } from '../amounts';
import type { CharacterDef, Effect, SkillDef } from '../schema';
import type { EssenceKind } from './essences';

/** Which essence each side gives (O-48): the Madness side gives none. */
export const SIDE_ESSENCE: Record<string, EssenceKind | null> = {
  fire: 'fire',
  frost: 'frost',
  arcane: 'arcane',
  madness: null,
};

/** A skill of an element side gives that side's essence once per action (O-48). */
const gain = (kind: EssenceKind): Effect => ({ kind: 'hook', hook: 'nia:gainEssence', params: { kind } });
const missile: Effect = { kind: 'attack', dice: [N], onHit: [{ kind: 'damage', amount: amount(1) }] };

/** Flame Soulburn, speed 69, range 1–3 (R-NIA-4, R-CHAIN-8). */
const flameSoulburn: SkillDef = {
  ...skillKeys('nia', 'flameSoulburn'),
  usage: 'weapon',
  speed: 69,
  targeting: { kind: 'single', range: { min: 1, max: 3 }, filter: 'enemy', statue: true },
  effects: [
    { kind: 'damage', amount: amount(1, N) },
    { kind: 'applyStatus', status: 'burning', save: true, saveThreshold: 3 },
    gain('fire'),
  ],
  curse: {
    replace: true,
    effects: [{ kind: 'damage', amount: amount(2, N) }, { kind: 'applyStatus', status: 'burning' }, gain('fire')],
  },
};

const cinderBurst: SkillDef = {
  ...skillKeys('nia', 'cinderBurst'),
  usage: 'weapon',
  speed: 58,
  targeting: { kind: 'front', range: { max: 2 }, filter: 'enemy' },
  tags: ['non-targeted'],
  effects: [{ kind: 'damage', amount: amount(1) }, gain('fire')],
  curse: { effects: [{ kind: 'applyStatus', status: 'burning', save: true, saveThreshold: 3 }] },
};

const frostLance: SkillDef = {
  ...skillKeys('nia', 'frostLance'),
  usage: 'weapon',
  speed: 48,
  targeting: { kind: 'line', range: { max: 4 }, length: 4, filter: 'enemy' },
  tags: ['non-targeted'],
  effects: [
    { kind: 'damage', amount: amount(1) },
    { kind: 'applyStatus', status: 'root', save: true, saveThreshold: 3 },
    gain('frost'),
  ],
  curse: { effects: [{ kind: 'damage', amount: amount(0, N) }] },
};

const iceWard: SkillDef = {
  ...skillKeys('nia', 'iceWard'),
  usage: 'weapon',
  speed: 24,
  targeting: { kind: 'single', range: { min: 1, max: 2 }, filter: 'ally', vision: false },
  effects: [{ kind: 'applyStatus', status: 'iceShield' }, gain('frost')],
  curse: { effects: [{ kind: 'applyStatus', status: 'sturdy' }] },
};

const arcaneMissiles: SkillDef = {
  ...skillKeys('nia', 'arcaneMissiles'),
  usage: 'weapon',
  speed: 38,
  targeting: { kind: 'single', range: { min: 1, max: 5 }, filter: 'enemy', statue: true },
  effects: [missile, missile, missile, gain('arcane')],
  curse: { effects: [missile] },
};

const blink: SkillDef = {
  ...skillKeys('nia', 'blink'),
  usage: 'weapon',
  speed: 22,
  // No target cell: the teleport asks for a cell within its maxDistance (3, cursed 5), no vision needed.
  targeting: { kind: 'self' },
  effects: [{ kind: 'teleport', on: 'source', maxDistance: 3 }, gain('arcane')],
  curse: { replace: true, effects: [{ kind: 'teleport', on: 'source', maxDistance: 5 }, gain('arcane')] },
};

/** Essence Torrent: spends every essence for damage and riders (module). */
const essenceTorrent: SkillDef = {
  ...skillKeys('nia', 'essenceTorrent'),
  usage: 'weapon',
  speed: 52,
  targeting: { kind: 'single', range: { min: 1, max: 3 }, filter: 'enemy' },
  effects: [{ kind: 'hook', hook: 'nia:torrent' }],
  curse: { effects: [{ kind: 'damage', amount: amount(1) }] },
};

const madSurge: SkillDef = {
  ...skillKeys('nia', 'madSurge'),
  usage: 'weapon',
  speed: 40,
  targeting: { kind: 'self' },
  effects: [
    // The 1 self-damage comes before Frenzy, which would otherwise add 1 to it (Frenzy: +1 to damage dealt, O-34).
    { kind: 'damage', on: 'source', amount: amount(1) },
    { kind: 'applyStatus', status: 'frenzy' },
    { kind: 'hook', hook: 'nia:gainEssence', params: { kind: 'fewest' } },
  ],
  curse: { effects: [{ kind: 'hook', hook: 'nia:gainEssence', params: { kind: 'fewest', again: true } }] },
};

/** Ultimate Elemental Cataclysm: all units within 2, allies included, take 1 + essences spent. */
const elementalCataclysm: SkillDef = {
  ...skillKeys('nia', 'elementalCataclysm'),
  usage: 'ultimate',
  speed: 65,
  targeting: { kind: 'surround', range: { max: 2 }, filter: 'any' },
  tags: ['non-targeted'],
  effects: [{ kind: 'hook', hook: 'nia:cataclysm' }],
};

/** Response Backlash, speed 19. */
const backlash: SkillDef = {
  ...skillKeys('nia', 'backlash'),
  usage: 'response',
  speed: 19,
  reaction: true,
  targeting: { kind: 'single', range: { min: 1, max: 3 }, filter: 'enemy', vision: false },
  effects: [
    { kind: 'damage', amount: amount(1) },
    { kind: 'hook', hook: 'nia:gainEssence', params: { kind: 'fewest' } },
  ],
};

/** Nia's character definition: board 0 Fire/Frost, board 1 Arcane/Madness. */
export const nia: CharacterDef = {
  id: 'nia',
  nameKey: 'character.nia.name',
  titleKey: 'character.nia.title',
  stats: { hp: 8, constitution: 2, movement: 3, initiative: -2 },
  boards: [
    {
      id: 'niaElements',
      sides: [
        { id: 'fire', nameKey: 'side.nia.fire', skills: [flameSoulburn, cinderBurst] },
        { id: 'frost', nameKey: 'side.nia.frost', skills: [frostLance, iceWard] },
      ],
    },
    {
      id: 'niaMind',
      sides: [
        { id: 'arcane', nameKey: 'side.nia.arcane', skills: [arcaneMissiles, blink] },
        { id: 'madness', nameKey: 'side.nia.madness', skills: [essenceTorrent, madSurge] },
      ],
    },
  ],
  ultimate: elementalCataclysm,
  response: backlash,
  passive: {
    id: 'essenceFlow',
    nameKey: 'passive.nia.essenceFlow.name',
    textKey: 'passive.nia.essenceFlow.text',
    hook: 'nia:essenceFlow',
  },
  module: 'nia',
};
