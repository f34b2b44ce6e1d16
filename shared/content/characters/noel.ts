/**
 * Noel the White-Eyed Seer (诺尔 · 白瞳卜师): support with four teleport circles (R-NOEL-1), Link (R-STATUS-8) and the
 * circle swap (R-NOEL-2). Circle and Link skills need no vision. Numbers and reasoning: docs/content.md "Noel".
 */
import { A, N, amount, skillKeys } from '../amounts';
import type { CharacterDef, SkillDef } from '../schema';

/** The map marker kind of Noel's circles; at most 4 on the map (R-NOEL-1, O-04). */
export const TELEPORT_CIRCLE = 'teleportCircle';
/** How many teleport circles Noel owns. */
export const TELEPORT_CIRCLE_COUNT = 4;

/**
 * Circle Swap (R-NOEL-2, O-45): bonus action or reaction at 99 (O-31); the chosen circle's bound unit and the circle
 * exchange. Once in each character turn: the rulebook gives no limit, but an unlimited free action invites stalling.
 * The circle is not a declared target: the module offers exactly the circles it can swap (shared/mechanisms/noel.ts
 * swappableCircles) as a choice, so the engine never lists cells the module would ignore.
 */
const circleSwap: SkillDef = {
  ...skillKeys('noel', 'circleSwap'),
  usage: 'extra',
  cost: 'bonus',
  reaction: true,
  limit: 'turn',
  speed: 99,
  targeting: { kind: 'self' },
  effects: [{ kind: 'hook', hook: 'noel:circleSwap' }],
};

const drawCircle: SkillDef = {
  ...skillKeys('noel', 'drawCircle'),
  usage: 'weapon',
  speed: 40,
  targeting: { kind: 'cell', range: { min: 1, max: 4 }, vision: false, filter: 'self', emptyCell: true },
  effects: [{ kind: 'placeMarker', marker: TELEPORT_CIRCLE, at: 'targetCell', max: TELEPORT_CIRCLE_COUNT }],
  curse: { effects: [{ kind: 'hook', hook: 'noel:freeSwap' }] },
};

const soulThread: SkillDef = {
  ...skillKeys('noel', 'soulThread'),
  usage: 'weapon',
  speed: 35,
  targeting: { kind: 'single', range: { min: 1, max: 5 }, filter: 'enemy', vision: false },
  effects: [
    { kind: 'damage', amount: amount(1, A) },
    { kind: 'applyStatus', status: 'link', save: true, saveThreshold: 3 },
    { kind: 'hook', hook: 'noel:bindLink' },
  ],
  curse: {
    replace: true,
    effects: [
      { kind: 'damage', amount: amount(1, A) },
      { kind: 'applyStatus', status: 'link' },
      { kind: 'hook', hook: 'noel:bindLink' },
    ],
  },
};

const foresight: SkillDef = {
  ...skillKeys('noel', 'foresight'),
  usage: 'weapon',
  speed: 10,
  targeting: { kind: 'single', range: { min: 1, max: 3 }, filter: 'ally', vision: false },
  // The ally is also Linked (no save) and bound to a free circle: one swap from safety.
  effects: [
    { kind: 'applyStatus', status: 'iceShield' },
    { kind: 'applyStatus', status: 'link' },
    { kind: 'hook', hook: 'noel:bindLink' },
  ],
  curse: { effects: [{ kind: 'applyStatus', status: 'sturdy' }] },
};

/** White Gaze: a distance table (R-DMG-2) that grows with distance — the seer sees far. */
const whiteGaze: SkillDef = {
  ...skillKeys('noel', 'whiteGaze'),
  usage: 'weapon',
  speed: 55,
  targeting: { kind: 'single', range: { min: 1, max: 5 }, filter: 'enemy', statue: true },
  effects: [
    {
      kind: 'damage',
      byDistance: [
        { from: 1, amount: amount(1) },
        { from: 2, to: 3, amount: amount(1, N) },
        { from: 4, to: 9, amount: amount(1, A) },
      ],
    },
  ],
  curse: { effects: [{ kind: 'applyStatus', status: 'stun', save: true, saveThreshold: 3 }] },
};

/** Ultimate Great Transposition: Link without save, then every Linked unit swaps to its circle; moved enemies are Rooted. */
const greatTransposition: SkillDef = {
  ...skillKeys('noel', 'greatTransposition'),
  usage: 'ultimate',
  speed: 50,
  targeting: { kind: 'single', range: { min: 1, max: 6 }, filter: 'any', vision: false },
  effects: [
    { kind: 'applyStatus', status: 'link' },
    { kind: 'hook', hook: 'noel:bindLink' },
    { kind: 'hook', hook: 'noel:swapAll', params: { rootEnemies: true } },
  ],
};

/** Response Blink Circle, speed 8: Noel teleports onto one of his circles, which returns to his supply. */
const blinkCircle: SkillDef = {
  ...skillKeys('noel', 'blinkCircle'),
  usage: 'response',
  speed: 8,
  reaction: true,
  targeting: { kind: 'self' },
  effects: [{ kind: 'hook', hook: 'noel:blinkToCircle' }],
};

/** Noel's character definition. */
export const noel: CharacterDef = {
  id: 'noel',
  nameKey: 'character.noel.name',
  titleKey: 'character.noel.title',
  stats: { hp: 9, constitution: 3, movement: 3, initiative: 2 },
  boards: [
    {
      id: 'noel',
      sides: [
        { id: 'circles', nameKey: 'side.noel.circles', skills: [drawCircle, soulThread] },
        { id: 'whiteEye', nameKey: 'side.noel.whiteEye', skills: [foresight, whiteGaze] },
      ],
    },
  ],
  ultimate: greatTransposition,
  response: blinkCircle,
  passive: {
    id: 'seersCircles',
    nameKey: 'passive.noel.seersCircles.name',
    textKey: 'passive.noel.seersCircles.text',
    hook: 'noel:circles',
  },
  extras: [circleSwap],
  module: 'noel',
};
