import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { BoardView } from './boardView';
import { createBoardStore, type BoardState, type BoardStore } from './boardStore';

const BoardStoreContext = createContext<BoardStore | null>(null);

/**
 * Hands a canvas's board store to the scene components under it. It goes inside the `ThreeCanvas` (its own React root,
 * which does not carry the page's context into the scene): `<ThreeCanvas><BoardStoreProvider store={…}>…`.
 */
export function BoardStoreProvider({ store, children }: { store: BoardStore; children?: ReactNode }) {
  return <BoardStoreContext.Provider value={store}>{children}</BoardStoreContext.Provider>;
}

/** The board store of the canvas this component is in; throws outside a BoardStoreProvider. */
export function useBoardStore(): BoardStore {
  const store = useContext(BoardStoreContext);
  if (!store)
    throw new Error(
      'useBoard: no board store here. A scene component must be rendered inside <BoardStoreProvider store={…}> ' +
        '(inside the ThreeCanvas: the canvas does not pass the page context into the scene).',
    );
  return store;
}

/** A part of this canvas's board (the map, the selection, the overlays), re-rendering when it changes. */
export function useBoard<T>(selector: (state: BoardState) => T): T {
  return useStore(useBoardStore(), selector);
}

/**
 * The board store a screen's canvas owns, showing `view`: made on mount, told of a new map when `view` changes (before
 * the frame is drawn, so no frame shows the old map with the new units).
 */
export function useMapBoardStore(view: BoardView) {
  const [store] = useState(() => createBoardStore(view));
  useLayoutEffect(() => store.getState().showMap(view), [store, view]);
  return store;
}
