import { useLayoutEffect } from 'react';
import { useThree } from '@react-three/fiber';
import type * as THREE from 'three';
import type { BoardView } from '../board/boardView';
import { frameCamera, NO_INSETS, type Insets } from './frameCamera';

/** HUD panels the map must stay clear of: a CSS selector and a gap in pixels per screen side. */
export type PanelSides = Partial<Record<keyof Insets, { selector: string; gap: number }>>;

/**
 * Screen insets that keep the map clear of the HUD panels. On a screen too small to frame around them (less than 40 % of
 * the width or height left) the panels float over the map anyway, and framing for a sliver would make the map tiny.
 */
export function panelInsets(sides: PanelSides, width: number, height: number): Insets {
  if (typeof document === 'undefined') return NO_INSETS;
  const rect = (side: keyof Insets) => {
    const s = sides[side];
    const r = s ? document.querySelector(s.selector)?.getBoundingClientRect() : undefined;
    // A hidden panel (a closed drawer on a phone) has an empty box: it takes no room.
    return r && r.width > 0 && r.height > 0 ? r : undefined;
  };
  const gap = (side: keyof Insets) => sides[side]?.gap ?? 0;
  const left = rect('left');
  const right = rect('right');
  const top = rect('top');
  const bottom = rect('bottom');
  const insets: Insets = {
    left: left ? left.right + gap('left') : 0,
    right: right ? width - right.left + gap('right') : 0,
    top: top ? top.bottom + gap('top') : 0,
    bottom: bottom ? height - bottom.top + gap('bottom') : 0,
  };
  const roomy = width - insets.left - insets.right >= 0.4 * width && height - insets.top - insets.bottom >= 0.4 * height;
  return roomy ? insets : NO_INSETS;
}

type Controls = { target: THREE.Vector3; update: () => void; maxDistance?: number };

/** Frames the whole map between the HUD panels (camera, orbit target, zoom limit) whenever `version` or the size changes. */
export function useFrameMap(view: BoardView, sides: PanelSides, version: unknown): void {
  const camera = useThree((s) => s.camera) as THREE.PerspectiveCamera;
  const controls = useThree((s) => s.controls) as unknown as Controls | null;
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const target = frameCamera(camera, view, { width, height }, panelInsets(sides, width, height));
    if (controls) {
      controls.target.copy(target);
      controls.maxDistance = camera.position.distanceTo(target) * 2.5;
      controls.update();
    }
    invalidate();
    // Re-frame only for a new map (version), a new window shape or new controls, not on every selection.
  }, [version, width, height, controls, camera, invalidate]); // eslint-disable-line react-hooks/exhaustive-deps
}
