import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { beginnerLayout, dealStandardLayout } from '../../shared/map';
import { buildBoardView } from '../../client/src/board/boardView';
import { boardInputFor } from '../../client/src/board/mapSource';
import { hexCornersWorld } from '../../client/src/layout';
import { frameCamera, MARGIN } from '../../client/src/scene/frameCamera';

// The start view shows the whole map, as large as it fits, from the south.
describe('camera framing', () => {
  it.each([
    ['beginner', beginnerLayout(), 16 / 9],
    ['standard 1', dealStandardLayout(1).layout, 16 / 9],
    ['standard 2, portrait', dealStandardLayout(2).layout, 9 / 16],
  ])('fits every cell corner of the %s map inside the screen, tightly', (_name, layout, aspect) => {
    const view = buildBoardView(boardInputFor(layout));
    const camera = new THREE.PerspectiveCamera(40, aspect, 0.1, 400);
    const target = frameCamera(camera, view);
    let widest = 0;
    const p = new THREE.Vector3();
    for (const c of view.cells) {
      for (const corner of hexCornersWorld(c)) {
        p.set(corner.x, 0.3, corner.z).project(camera);
        widest = Math.max(widest, Math.abs(p.x), Math.abs(p.y));
        expect(Math.abs(p.x)).toBeLessThanOrEqual(MARGIN + 1e-6);
        expect(Math.abs(p.y)).toBeLessThanOrEqual(MARGIN + 1e-6);
      }
    }
    expect(widest).toBeGreaterThan(MARGIN - 0.02);
    expect(camera.position.z).toBeGreaterThan(target.z); // looking north from the south
    expect(camera.position.y).toBeGreaterThan(0);
  });
});
