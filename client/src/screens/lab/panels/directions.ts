/** Compass names of the six directions (docs/architecture.md "Hex conventions" direction order). */
export const DIRECTION_NAMES = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;
/** Arrows of the six directions as seen from above, north up. */
export const DIRECTION_ARROWS = ['→', '↗', '↖', '←', '↙', '↘'] as const;
