/** A cell in axial coordinates (pointy-top; docs/architecture.md "Hex conventions"). */
export type Hex = { q: number; r: number };

/** The six edge directions: 0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE. Increasing index turns counter-clockwise. */
export const DIRECTION_INDICES = [0, 1, 2, 3, 4, 5] as const;
export type Direction = (typeof DIRECTION_INDICES)[number];

/** Unit vectors of the six directions, in the docs/architecture.md "Hex conventions" direction order E, NE, NW, W, SW, SE. */
export const DIRECTIONS: readonly Hex[] = Object.freeze([
  Object.freeze({ q: 1, r: 0 }),
  Object.freeze({ q: 1, r: -1 }),
  Object.freeze({ q: 0, r: -1 }),
  Object.freeze({ q: -1, r: 0 }),
  Object.freeze({ q: -1, r: 1 }),
  Object.freeze({ q: 0, r: 1 }),
]);

/** A point in the flat hex plane (x east, y south), hex size 1 centre to corner. */
export type Point = { x: number; y: number };
