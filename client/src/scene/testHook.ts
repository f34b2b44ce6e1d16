import { addAfterEffect } from '@react-three/fiber';
import type * as THREE from 'three';
import type { BoardState, BoardStore } from '../board/boardStore';
import type { ViewerState } from '../board/viewerStore';

/** The render and selection figures other tools read from the page (issue 2 §4); updated after each rendered frame. */
export type IferaHook = {
  frames: number;
  drawCalls: number;
  triangles: number;
  /** Milliseconds from navigation start to the first rendered frame. */
  firstFrameMs: number | null;
  /** A cell's on-screen position in CSS pixels (the top face's centre), for clicking it. */
  hexToScreen: (q: number, r: number) => { x: number; y: number };
  selected: string | null;
  /** The terrain of a map cell, or null off the map (lets tests pick an open cell to click). */
  terrainAt: (q: number, r: number) => 'open' | 'obstacle' | null;
  hovered: string | null;
  facing: number | null;
  /** Map cells in the selected position's front cone, and how many of them it sees. */
  coneCells: number;
  visibleCells: number;
  /** The cone and seen cells themselves ("q,r" keys), or null with no facing chosen. */
  vision: { cone: string[]; visible: string[] } | null;
  /** Which overlay is shown, the movement budget, and how many cells (besides its own) the position can move to. */
  overlay: 'vision' | 'reach' | 'exposure';
  movement: number;
  reachCells: number;
  /** Least movement cost to each reachable cell by key, or null without a facing. */
  reach: Record<string, number> | null;
  /** Per open cell, from how many open cells it is seen (the exposure overlay), or null until that overlay is shown. */
  exposure: Record<string, number> | null;
  /** Which map is shown: 'beginner', 'standard' (with its seed) or 'code' (a loaded layout code). */
  map: 'beginner' | 'standard' | 'code';
  /** The shown layout's shareable code (shared/map encodeLayout). */
  layoutCode: string;
  seed: number | null;
  cells: number;
  mapVersion: number;
};

declare global {
  interface Window {
    __ifera: IferaHook;
  }
}

let renderer: THREE.WebGLRenderer | null = null;
/** The board store of the canvas on the page (registered by its HexToScreen). */
let board: BoardStore | null = null;

/** Tells the hook which renderer's statistics to read (call from the Canvas's onCreated). */
export function registerRenderer(gl: THREE.WebGLRenderer): void {
  renderer = gl;
}

/** Publishes hexToScreen (from a component inside the Canvas, which knows the camera). */
export function registerHexToScreen(fn: IferaHook['hexToScreen']): void {
  window.__ifera.hexToScreen = fn;
}

/** Tells the hook which canvas's board store to read (from a component inside that canvas's BoardStoreProvider). */
export function registerBoardStore(store: BoardStore): void {
  board = store;
}

/** The lab's viewer adds the map choice and its code to the board (board/viewerStore.ts). */
function isViewer(s: BoardState): s is ViewerState {
  return 'choice' in s && 'layoutCode' in s;
}

/** Installs window.__ifera once and keeps it current after every rendered frame. */
export function installTestHook(): void {
  if (typeof window === 'undefined' || window.__ifera) return;
  window.__ifera = {
    frames: 0,
    drawCalls: 0,
    triangles: 0,
    firstFrameMs: null,
    hexToScreen: () => ({ x: NaN, y: NaN }),
    selected: null,
    terrainAt: (q, r) => board?.getState().view.cellsByKey[`${q},${r}`]?.terrain ?? null,
    hovered: null,
    facing: null,
    coneCells: 0,
    visibleCells: 0,
    vision: null,
    overlay: 'vision',
    movement: 3,
    reachCells: 0,
    reach: null,
    exposure: null,
    map: 'beginner',
    layoutCode: '',
    seed: null,
    cells: 0,
    mapVersion: 0,
  };
  addAfterEffect(() => {
    if (!renderer) return;
    const hook = window.__ifera;
    hook.frames++;
    hook.drawCalls = renderer.info.render.calls;
    hook.triangles = renderer.info.render.triangles;
    if (hook.firstFrameMs === null) hook.firstFrameMs = Math.round(performance.now());
    if (!board) return;
    const s = board.getState();
    hook.selected = s.selected;
    hook.hovered = s.hovered;
    hook.facing = s.facing;
    hook.coneCells = s.vision?.cone.length ?? 0;
    hook.visibleCells = s.vision?.visible.length ?? 0;
    hook.vision = s.vision;
    hook.overlay = s.overlay;
    hook.movement = s.movement;
    hook.reachCells = s.reach ? Object.keys(s.reach.costs).length - 1 : 0;
    hook.reach = s.reach?.costs ?? null;
    hook.exposure = s.exposure?.counts ?? null;
    hook.map = isViewer(s) ? s.choice.kind : 'beginner';
    hook.layoutCode = isViewer(s) ? s.layoutCode : '';
    hook.seed = isViewer(s) && s.choice.kind === 'standard' ? s.choice.seed : null;
    hook.cells = s.view.cells.length;
    hook.mapVersion = s.mapVersion;
  });
}
