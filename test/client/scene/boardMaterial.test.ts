import * as THREE from 'three';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The board's solid surfaces (client/src/scene/boardMaterial.ts): physically based where a GPU draws, Lambert's diffuse
// light on a CPU rasteriser, with the same colour, facets and vertex colours either way.
const software = vi.hoisted(() => ({ yes: false }));
vi.mock('../../../client/src/scene/softwareRenderer', () => ({ isSoftwareRenderer: () => software.yes }));
const { boardMaterial } = await import('../../../client/src/scene/boardMaterial');

afterEach(() => {
  software.yes = false;
});

describe('board materials', () => {
  it('where a GPU draws: a standard material with the roughness and metalness asked for', () => {
    const m = boardMaterial({ color: '#336699', roughness: 0.6, metalness: 0.05, flatShading: true });
    expect(m).toBeInstanceOf(THREE.MeshStandardMaterial);
    const standard = m as THREE.MeshStandardMaterial;
    expect([standard.roughness, standard.metalness, standard.flatShading]).toEqual([0.6, 0.05, true]);
    expect(standard.color.getHexString()).toBe(new THREE.Color('#336699').getHexString());
  });

  it('on a CPU rasteriser: a Lambert material with the same colour, facets and vertex colours', () => {
    software.yes = true;
    const m = boardMaterial({ color: '#336699', roughness: 0.6, flatShading: true, vertexColors: true });
    expect(m).toBeInstanceOf(THREE.MeshLambertMaterial);
    expect([m.flatShading, m.vertexColors]).toEqual([true, true]);
    expect(m.color.getHexString()).toBe(new THREE.Color('#336699').getHexString());
  });
});
