import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { hexKey } from '../../../shared/hex';
import { hexToWorld, OBSTACLE_TOP, OPEN_TOP } from '../board/worldLayout';
import { useBoardStore } from '../board/BoardStoreProvider';
import { registerBoardStore, registerHexToScreen } from './testHook';

const scratch = new THREE.Vector3();

/** Publishes window.__ifera.hexToScreen for the current camera and canvas, and the canvas's board to the hook. */
export function HexToScreen() {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const board = useBoardStore();
  useEffect(() => {
    registerBoardStore(board);
    registerHexToScreen((q, r) => {
      const cell = board.getState().view.cellsByKey[hexKey({ q, r })];
      const p = hexToWorld({ q, r });
      scratch.set(p.x, cell?.terrain === 'obstacle' ? OBSTACLE_TOP : OPEN_TOP, p.z);
      camera.updateMatrixWorld();
      scratch.project(camera);
      const rect = gl.domElement.getBoundingClientRect();
      return { x: rect.left + ((scratch.x + 1) / 2) * rect.width, y: rect.top + ((1 - scratch.y) / 2) * rect.height };
    });
  }, [camera, gl, board]);
  return null;
}
