import { useLayoutEffect } from 'react';
import { useThree } from '@react-three/fiber';
import type * as THREE from 'three';
import type { BoardView } from '../board/boardView';
import { frameCamera, NO_INSETS, type Insets } from './frameCamera';

/**
 * HUD panels the map must stay clear of: a CSS selector (all its matches count) and a gap in pixels per screen side;
 * `atLeast`: the side's inset is at least this share of the screen (a panel that grows later, framed for its largest).
 */
export type PanelSides = Partial<Record<keyof Insets, { selector: string; gap: number; atLeast?: number }>>;

/**
 * Screen insets that keep the map clear of the HUD panels. On a screen too small to frame around them (less than
 * `minFree` — 40 % — of the width or height left) the panels float over the map anyway, and framing the whole map for a
 * sliver would make it tiny; a caller framing a small part of the map (a tutorial step) may accept a smaller share.
 */
export function panelInsets(sides: PanelSides, width: number, height: number, minFree = 0.4): Insets {
  if (typeof document === 'undefined') return NO_INSETS;
  // The box around every visible match of the side's selector (a top bar and the banner under it count together).
  const rect = (side: keyof Insets) => {
    const s = sides[side];
    if (!s) return undefined;
    let box: { left: number; right: number; top: number; bottom: number } | undefined;
    for (const el of document.querySelectorAll(s.selector)) {
      const r = el.getBoundingClientRect();
      // A hidden panel (a closed drawer on a phone) has an empty box: it takes no room.
      if (r.width <= 0 || r.height <= 0) continue;
      box = box
        ? {
            left: Math.min(box.left, r.left),
            right: Math.max(box.right, r.right),
            top: Math.min(box.top, r.top),
            bottom: Math.max(box.bottom, r.bottom),
          }
        : { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }
    return box;
  };
  const gap = (side: keyof Insets) => sides[side]?.gap ?? 0;
  const left = rect('left');
  const right = rect('right');
  const top = rect('top');
  const bottom = rect('bottom');
  const atLeast = (side: keyof Insets, size: number) => (sides[side]?.atLeast ?? 0) * size;
  const insets: Insets = {
    left: Math.max(left ? left.right + gap('left') : 0, atLeast('left', width)),
    right: Math.max(right ? width - right.left + gap('right') : 0, atLeast('right', width)),
    top: Math.max(top ? top.bottom + gap('top') : 0, atLeast('top', height)),
    bottom: Math.max(bottom ? height - bottom.top + gap('bottom') : 0, atLeast('bottom', height)),
  };
  const roomy =
    width - insets.left - insets.right >= minFree * width && height - insets.top - insets.bottom >= minFree * height;
  return roomy ? insets : NO_INSETS;
}

type Controls = { target: THREE.Vector3; update: () => void; maxDistance?: number };

/** Frames the whole map between the HUD panels (camera, orbit target, zoom limit) whenever `version` or the size changes. */
export function useFrameMap(view: BoardView, sides: PanelSides, version: unknown, minFree?: number): void {
  const camera = useThree((s) => s.camera) as THREE.PerspectiveCamera;
  const controls = useThree((s) => s.controls) as unknown as Controls | null;
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const target = frameCamera(camera, view, { width, height }, panelInsets(sides, width, height, minFree));
    if (controls) {
      controls.target.copy(target);
      controls.maxDistance = camera.position.distanceTo(target) * 2.5;
      controls.update();
    }
    invalidate();
    // Re-frame only for a new map (version), a new window shape or new controls, not on every selection.
  }, [version, width, height, controls, camera, invalidate]); // eslint-disable-line react-hooks/exhaustive-deps
}
