import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { useViewer } from '../labViewer';
import { hexToWorld, OBSTACLE_TOP } from '../../../board/worldLayout';
import { registerMapPicture } from '../mapPicture';

/**
 * Scene objects that are overlays, not the map (by their three.js names): the study heatmap and choke points, the
 * vision / reach / exposure overlay, the sight line and reach path, hover and selection marks, the editor's lit spots,
 * void cells and outlines. Units stay: they are part of what a designer set up.
 */
export const OVERLAY_OBJECT_NAMES = [
  'study-heatmap',
  'choke-points',
  'overlay-dim',
  'overlay-lit',
  'sight-line',
  'reach-path',
  'hover',
  'selection',
  'placement-spots',
  'void-cells',
  'editor-highlights',
] as const;

const CAPTION_HEIGHT = 40;
const scratch = new THREE.Vector3();

/**
 * The part of a `width` × `height` frame (same shape) that holds every map cell seen by `camera` with a margin: the
 * picture zooms on the map instead of showing it small in the middle of the table.
 */
function mapWindow(
  camera: THREE.Camera,
  width: number,
  height: number,
): { x: number; y: number; w: number; h: number } | null {
  const cells = useViewer.getState().view.cells;
  if (cells.length === 0) return null;
  let [x0, x1, y0, y1] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const c of cells) {
    const p = hexToWorld(c);
    for (const y of [0, OBSTACLE_TOP]) {
      scratch.set(p.x, y, p.z).project(camera);
      const sx = ((scratch.x + 1) / 2) * width;
      const sy = ((1 - scratch.y) / 2) * height;
      [x0, x1, y0, y1] = [Math.min(x0, sx), Math.max(x1, sx), Math.min(y0, sy), Math.max(y1, sy)];
    }
  }
  const margin = 0.08 * Math.max(x1 - x0, y1 - y0) + 24;
  let w = x1 - x0 + 2 * margin;
  let h = y1 - y0 + 2 * margin;
  if (w / h > width / height) h = (w * height) / width;
  else w = (h * width) / height;
  if (w >= width) return null;
  return { x: (x0 + x1) / 2 - w / 2, y: (y0 + y1) / 2 - h / 2, w, h };
}

/**
 * Registers the lab's picture drawer: renders the scene once more (without overlays when asked, and framed on the map
 * instead of the screen's view that leaves room for the panels), copies the frame while
 * the drawing buffer still holds it, and adds a caption band with the map's name and code.
 */
export function MapPictureCapture() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    registerMapPicture(({ overlays, caption }) => {
      const hidden: THREE.Object3D[] = [];
      if (!overlays) {
        for (const name of OVERLAY_OBJECT_NAMES) {
          for (const o of scene.getObjectsByProperty('name', name)) if (o.visible) hidden.push(o);
        }
      }
      const perspective = camera as THREE.PerspectiveCamera;
      const view = perspective.view?.enabled ? { ...perspective.view } : null;
      for (const o of hidden) o.visible = false;
      if (view) perspective.clearViewOffset();
      const source = gl.domElement;
      const zoom = mapWindow(perspective, source.width, source.height);
      if (zoom) perspective.setViewOffset(source.width, source.height, zoom.x, zoom.y, zoom.w, zoom.h);
      const out = document.createElement('canvas');
      try {
        gl.render(scene, camera);
        out.width = source.width;
        out.height = source.height + CAPTION_HEIGHT;
        const ctx = out.getContext('2d')!;
        ctx.fillStyle = '#14161c';
        ctx.fillRect(0, 0, out.width, out.height);
        ctx.drawImage(source, 0, 0);
        ctx.fillStyle = '#f3efe4';
        ctx.font = '18px system-ui, sans-serif';
        ctx.textBaseline = 'middle';
        ctx.fillText(caption, 14, source.height + CAPTION_HEIGHT / 2, out.width - 28);
      } finally {
        for (const o of hidden) o.visible = true;
        if (view)
          perspective.setViewOffset(
            view.fullWidth,
            view.fullHeight,
            view.offsetX,
            view.offsetY,
            view.width,
            view.height,
          );
        else if (zoom) perspective.clearViewOffset();
        invalidate();
      }
      return new Promise((resolve, reject) =>
        out.toBlob((b) => (b ? resolve(b) : reject(new Error('the browser made no PNG'))), 'image/png'),
      );
    });
    return () => registerMapPicture(null);
  }, [gl, scene, camera, invalidate]);
  return null;
}
