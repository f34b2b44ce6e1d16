// Shared test imports for the map suites.
import { hexDistance, type Hex } from '../../../shared/hex';
export * from '../../../shared/map';

/** Cell distance of a board centre from the map centre (0,0). */
export const hexDistanceToCentre = (h: Hex) => hexDistance(h, { q: 0, r: 0 });
