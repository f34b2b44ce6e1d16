import * as THREE from 'three';
import { PALETTE } from './palette';

const scratchColour = new THREE.Color();
const reachFar = new THREE.Color(PALETTE.reachFar);

/** The colour of a reach cell by its movement cost: bright near the unit, deeper towards the budget. */
export function reachColour(cost: number, budget: number): string {
  const t = budget <= 1 ? 0 : (cost - 1) / (budget - 1);
  return scratchColour
    .set(PALETTE.reachNear)
    .lerpHSL(reachFar, Math.min(1, Math.max(0, t)))
    .getStyle();
}

const exposureStops = PALETTE.exposure.map((c) => new THREE.Color(c));

/** The colour of a cell by its exposure, 0 (sheltered, cool) to 1 (open ground, hot), through the palette's stops. */
export function exposureColour(t: number): string {
  const x = Math.min(1, Math.max(0, t)) * (exposureStops.length - 1);
  const i = Math.min(exposureStops.length - 2, Math.floor(x));
  return scratchColour
    .copy(exposureStops[i])
    .lerp(exposureStops[i + 1], x - i)
    .getStyle();
}
