import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { beginnerLayout, dealStandardLayout } from '../../../shared/map';
import { buildBoardView } from '../../../client/src/board/boardView';
import { boardInputFor } from '../../../client/src/board/layoutInput';
import { hexCornersWorld } from '../../../client/src/board/worldLayout';
import { frameCamera, MARGIN, NO_INSETS, type Insets } from '../../../client/src/scene/frameCamera';

// The start view shows the whole map, as large as it fits, centred in the screen area the HUD leaves free.
describe('camera framing', () => {
  const panel: Insets = { ...NO_INSETS, left: 346 };
  it.each([
    ['beginner', beginnerLayout(), 1280, 720, NO_INSETS],
    ['beginner beside the left panel', beginnerLayout(), 1280, 720, panel],
    ['standard 1 beside the left panel', dealStandardLayout(1).layout, 1280, 720, panel],
    ['standard 2, portrait', dealStandardLayout(2).layout, 720, 1280, NO_INSETS],
  ])(
    'fits every cell corner of the %s map in the free area, tightly and centred',
    (_name, layout, width, height, insets) => {
      const view = buildBoardView(boardInputFor(layout));
      const camera = new THREE.PerspectiveCamera(40, width / height, 0.1, 400);
      const target = frameCamera(camera, view, { width, height }, insets);
      let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
      const p = new THREE.Vector3();
      for (const c of view.cells) {
        for (const corner of hexCornersWorld(c)) {
          p.set(corner.x, 0.3, corner.z).project(camera);
          // NDC to CSS pixels.
          const x = ((p.x + 1) / 2) * width;
          const y = ((1 - p.y) / 2) * height;
          [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
        }
      }
      const free = { left: insets.left, right: width - insets.right, top: insets.top, bottom: height - insets.bottom };
      expect(minX).toBeGreaterThanOrEqual(free.left - 1e-6);
      expect(maxX).toBeLessThanOrEqual(free.right + 1e-6);
      expect(minY).toBeGreaterThanOrEqual(free.top - 1e-6);
      expect(maxY).toBeLessThanOrEqual(free.bottom + 1e-6);
      // Tight: one dimension fills the margin of the free area; centred in it.
      const fillX = (maxX - minX) / (free.right - free.left);
      const fillY = (maxY - minY) / (free.bottom - free.top);
      expect(Math.max(fillX, fillY)).toBeGreaterThan(MARGIN - 0.02);
      expect((minX + maxX) / 2).toBeCloseTo((free.left + free.right) / 2, 0);
      expect((minY + maxY) / 2).toBeCloseTo((free.top + free.bottom) / 2, 0);
      expect(camera.position.z).toBeGreaterThan(target.z); // looking north from the south
    },
  );
});
