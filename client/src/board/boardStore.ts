import { createStore, type StoreApi } from 'zustand';
import type { Direction } from '../../../shared/hex';
import type { BoardView } from './boardView';
import type { ExposureView } from './exposure';
import type { ReachView } from './reach';
import type { VisionView } from './vision';

/** Which overlay is shown: what the selected position sees, where it can move, or how exposed every cell is. */
export const OVERLAY_MODES = ['vision', 'reach', 'exposure'] as const;
export type OverlayMode = (typeof OVERLAY_MODES)[number];

/**
 * What the 3D scene components of every board screen read (scene/): the map drawn and the local selection. One store per
 * canvas, created by the screen that owns the canvas (the lab's viewer store is one with the lab's map choice on top,
 * board/viewerStore.ts); the scene components read it through `useBoard` (BoardStoreProvider.tsx), never a global.
 */
export type BoardState = {
  view: BoardView;
  /** Bumped on every new map so the camera can re-frame it and instanced meshes are rebuilt. */
  mapVersion: number;
  hovered: string | null;
  selected: string | null;
  facing: Direction | null;
  vision: VisionView | null;
  overlay: OverlayMode;
  /** Movement budget of the reach overlay. */
  movement: number;
  reach: ReachView | null;
  /** Line-of-sight exposure of every open cell, or null until the exposure overlay is shown. */
  exposure: ExposureView | null;
  /** A cell the pointer is over (what TerrainCells calls when its screen gives no hover handler). */
  hover: (key: string | null) => void;
  /** A cell clicked (what TerrainCells calls when its screen gives no click handler). */
  select: (key: string | null) => void;
};

/** What a board screen's canvas hands its scene components: a store they read and subscribe to, never write. */
export type BoardStore = Pick<StoreApi<BoardState>, 'getState' | 'getInitialState' | 'subscribe'>;

/** The defaults of the local selection: nothing hovered or selected, the vision overlay, a budget of 3. */
export function emptySelection(): Omit<BoardState, 'view' | 'mapVersion' | 'hover' | 'select'> {
  return {
    hovered: null,
    selected: null,
    facing: null,
    vision: null,
    overlay: 'vision',
    movement: 3,
    reach: null,
    exposure: null,
  };
}

/** A board store that a screen feeds with its map (a match, a lesson, a replay): `showMap` when the map changes. */
export type MapBoardState = BoardState & {
  /** Draws another map: the selection is cleared and the camera frames it again (mapVersion). */
  showMap: (view: BoardView) => void;
};

/** Creates the board store of one canvas, showing `view`. */
export function createBoardStore(view: BoardView): StoreApi<MapBoardState> {
  return createStore<MapBoardState>()((set, get) => ({
    view,
    mapVersion: 0,
    ...emptySelection(),
    hover: (key) => {
      if (get().hovered !== key) set({ hovered: key });
    },
    select: (key) => set({ selected: key }),
    showMap: (next) => {
      if (get().view === next) return;
      set((s) => ({ view: next, mapVersion: s.mapVersion + 1, ...emptySelection() }));
    },
  }));
}
