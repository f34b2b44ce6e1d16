import { afterEach, describe, expect, it, vi } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import {
  behindUnitCamera,
  panCamera,
  projectToCanvas,
  registerCamera,
  resetCamera,
  rotateCamera,
  topDownCamera,
  zoomCamera,
} from '../../../client/src/scene/cameraControls';

// The camera API the keys call (issue 16 §1: reset, top-down and behind-the-unit presets, pan, rotate, zoom).
describe('cameraControls', () => {
  let release = () => {};
  afterEach(() => release());
  const setup = () => {
    const camera = new PerspectiveCamera(40, 16 / 9, 0.1, 400);
    camera.position.set(0, 10, 10);
    const controls = { target: new Vector3(0, 0, 0), update: vi.fn(() => camera.lookAt(controls.target)) };
    const reframe = vi.fn();
    const invalidate = vi.fn();
    const dom = { getBoundingClientRect: () => ({ width: 1600, height: 900 }) } as unknown as HTMLElement;
    release = registerCamera({ camera, controls, invalidate, dom, reframe });
    return { camera, controls, reframe, invalidate };
  };

  it('does nothing without a board', () => {
    expect(() => topDownCamera()).not.toThrow();
    expect(projectToCanvas(0, 0, 0)).toBeNull();
  });

  it('reset frames the map again', () => {
    const { reframe } = setup();
    resetCamera();
    expect(reframe).toHaveBeenCalledOnce();
  });

  it('top-down looks straight down on the same point from the same distance', () => {
    const { camera, controls } = setup();
    const d = camera.position.distanceTo(controls.target);
    topDownCamera();
    expect(camera.position.x).toBeCloseTo(0);
    expect(camera.position.y).toBeCloseTo(d, 2);
    expect(camera.position.distanceTo(controls.target)).toBeCloseTo(d, 1);
  });

  it('behind a unit facing east puts the camera west of it, looking east past it', () => {
    const { camera, controls } = setup();
    behindUnitCamera(5, 2, 0);
    expect(camera.position.x).toBeLessThan(5);
    expect(camera.position.z).toBeCloseTo(2);
    expect(controls.target.x).toBeGreaterThan(5);
  });

  it('rotate keeps the distance and the target; pan moves both; zoom changes the distance', () => {
    const { camera, controls } = setup();
    const d = camera.position.distanceTo(controls.target);
    rotateCamera(Math.PI / 2);
    expect(camera.position.distanceTo(controls.target)).toBeCloseTo(d);
    expect(camera.position.x).toBeCloseTo(10);
    const before = controls.target.clone();
    panCamera(0.1, 0);
    expect(controls.target.distanceTo(before)).toBeGreaterThan(0.5);
    expect(camera.position.distanceTo(controls.target)).toBeCloseTo(d);
    zoomCamera(0.5);
    expect(camera.position.distanceTo(controls.target)).toBeCloseTo(d / 2);
  });

  it('projects the point the camera looks at to the middle of the canvas', () => {
    const { camera } = setup();
    camera.lookAt(0, 0, 0);
    camera.updateMatrixWorld();
    const p = projectToCanvas(0, 0, 0)!;
    expect(p.x).toBeCloseTo(800);
    expect(p.y).toBeCloseTo(450);
  });
});
