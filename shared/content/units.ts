/**
 * Summoned units (R-TEAM-5, R-SILAS-1..6, R-ALICIA-1..3): Silas's skeleton minion and Alicia's puppet.
 * Decisions O-44 and O-47 in docs/content.md.
 */
import { A, N, amount, skillKeys } from './amounts';
import type { SkillDef, UnitDef } from './schema';

/** Rend (R-SILAS-2): speed 68, attack `211` once, on a hit 1 + `111` damage; standard action or reaction, once per turn. */
const rend: SkillDef = {
  ...skillKeys('skeleton', 'rend'),
  usage: 'extra',
  cost: 'standard',
  reaction: true,
  limit: 'turn',
  speed: 68,
  targeting: { kind: 'single', range: { max: 1 }, filter: 'enemy', statue: true },
  effects: [{ kind: 'attack', dice: [A], onHit: [{ kind: 'damage', amount: amount(1, N) }] }],
};

/** Skeleton minion (骷髅随从): own HP that never decays (R-SILAS-6), immune to statuses (R-SILAS-3). */
export const skeleton: UnitDef = {
  id: 'skeleton',
  nameKey: 'unit.skeleton.name',
  stats: { hp: 2, constitution: 0, movement: 1, initiative: 0 },
  skills: [rend],
  immuneToStatuses: true,
  maxHpDecays: false,
  // R-SILAS-2 / O-44: its own action phase after Silas's — 2 movement and one standard action (Rend).
  actsAfterOwner: true,
  actions: 1,
};

/**
 * Alicia's puppet (魔偶): untargetable, others pass through it but never stop on it (R-ALICIA-3); moved only by Alicia
 * (R-ALICIA-2). Never damaged (O-47): its 1 HP is a placeholder the schema requires.
 */
export const puppet: UnitDef = {
  id: 'puppet',
  nameKey: 'unit.puppet.name',
  stats: { hp: 1, constitution: 0, movement: 0, initiative: 0 },
  skills: [],
  immuneToStatuses: true,
  untargetable: true,
  passThrough: true,
  maxHpDecays: false,
};

/** All summoned unit definitions by id. */
export const UNITS: Record<string, UnitDef> = { skeleton, puppet };
