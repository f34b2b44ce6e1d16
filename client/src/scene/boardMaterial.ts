import * as THREE from 'three';
import { isSoftwareRenderer } from './softwareRenderer';

/** What the board's solid surfaces say about themselves; roughness and metalness count only where a GPU draws. */
export type SurfaceLook = {
  color?: THREE.ColorRepresentation;
  roughness: number;
  metalness?: number;
  flatShading?: boolean;
  vertexColors?: boolean;
};

/**
 * The material of a solid surface on the board (table, cells, statue, figures, the lab's tokens): physically based
 * where a GPU draws; Lambert's diffuse light only on a CPU rasteriser (softwareRenderer.ts), where every pixel is CPU
 * time. Measured on SwiftShader over the tutorial's e2e file: Chromium's GPU process used 53 against 73–76 s of CPU.
 * The surfaces are rough (0.4–1), so what is left out there is a faint highlight; the colours and the flat facets stay.
 */
export function boardMaterial({
  color,
  roughness,
  metalness = 0,
  flatShading = false,
  vertexColors = false,
}: SurfaceLook) {
  return isSoftwareRenderer()
    ? new THREE.MeshLambertMaterial({ color, flatShading, vertexColors })
    : new THREE.MeshStandardMaterial({ color, roughness, metalness, flatShading, vertexColors });
}
