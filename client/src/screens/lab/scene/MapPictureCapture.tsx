import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import type * as THREE from 'three';
import { registerMapPicture } from '../mapPicture';

/**
 * Scene objects that are overlays, not the map (by their three.js names): the study heatmap and choke points, the
 * vision / reach / exposure overlay, the sight line and reach path, hover and selection marks, the editor's lit spots,
 * void cells and outlines. Units stay: they are part of what a designer set up.
 */
export const OVERLAY_OBJECT_NAMES = [
  'study-heatmap', 'choke-points', 'overlay-dim', 'overlay-lit', 'sight-line', 'reach-path', 'hover', 'selection',
  'placement-spots', 'void-cells', 'editor-highlights',
] as const;

const CAPTION_HEIGHT = 40;

/**
 * Registers the lab's picture drawer: renders the scene once more (without overlays when asked, and without the view
 * offset that centres the map beside the panels, so the map sits in the middle of the picture), copies the frame while
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
        if (view) perspective.setViewOffset(view.fullWidth, view.fullHeight, view.offsetX, view.offsetY, view.width, view.height);
        invalidate();
      }
      return new Promise((resolve, reject) => out.toBlob((b) => (b ? resolve(b) : reject(new Error('the browser made no PNG'))), 'image/png'));
    });
    return () => registerMapPicture(null);
  }, [gl, scene, camera, invalidate]);
  return null;
}
