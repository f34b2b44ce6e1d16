/**
 * shared/hex — coordinates, directions, rings, cones, corners, line of sight, vision and path helpers
 * (docs/architecture.md "Hex conventions"; docs/rules/en.md §10 R-MOVE/R-FORCE, §11 R-LOS, §14.1 R-MULTI). Pure functions on plain data.
 *
 * Exported API:
 *   Types: Hex, Direction, DIRECTION_INDICES, DIRECTIONS, Point.
 *   Coordinates: hexKey / parseHexKey, hexEquals, hexAdd, hexSubtract, hexScale, toDirection, neighbor, hexDistance,
 *          directionTo, rotateHex.
 *   Shapes: ring(center, k, start?) (clockwise from center + k·dir(start)), spiral(center, k),
 *          straightLine(origin, direction, length), frontCone(origin, facing, maxRange) and surround(origin, facing,
 *          maxRange) in multi-target order (R-MULTI-2/3), isInFrontCone(origin, facing, h) (R-LOS-4).
 *   Plane: hexToPoint(h) (centre), hexCorners(h) (corner i at 60°·i − 30°).
 *   Sight: hasLineOfSight(isBlocking, a, b) (R-LOS-3, exact), isSightLineClear(isBlocking, a, cornerA, b, cornerB),
 *          sightLine(isBlocking, a, b) → { cornerA, cornerB } | null, lineOfSightTable(cells, isBlocking) +
 *          seesInTable(table, a, b), canSee(isBlocking, origin, facing, target), visibleCells(isBlocking, origin,
 *          facing, maxRange?, { includeBlocking? }).
 *   Paths: reachableCells({ start, facing, budget, canEnter, canStop? }) → ReachableState[] (R-MOVE-2..6),
 *          reachCostByCell(states), pushSteps / pullSteps (one step's choices), pushOptions / pullOptions
 *          (R-FORCE-4..6) → { firstSteps, ends }, dashOptions(start, target, canEnter) → { paths, next } (R-FORCE-7).
 *   Rules-page diagrams: ruleDiagrams() → line of sight, cone, push/pull, multi-target order as cells, segments and
 *          captions (en, zh) computed from the functions above.
 */
export * from './types';
export * from './coords';
export * from './ring';
export * from './straightLine';
export * from './cone';
export * from './geometry';
export * from './lineOfSight';
export * from './vision';
export * from './reachable';
export * from './forcedMovement';
export * from './ruleDiagrams';
export * from './dash';
