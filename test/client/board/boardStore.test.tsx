import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildBoardView } from '../../../client/src/board/boardView';
import { loadMap } from '../../../client/src/board/mapSource';
import { createBoardStore } from '../../../client/src/board/boardStore';
import { BoardStoreProvider, useBoard } from '../../../client/src/board/BoardStoreProvider';

// Every canvas owns its board store (issue 29): the scene components read it through useBoard, never a global.
const beginner = () => buildBoardView(loadMap({ kind: 'beginner' }));
const standard = () => buildBoardView(loadMap({ kind: 'standard', seed: 7 }));

function CellCount() {
  return createElement(
    'span',
    null,
    useBoard((s) => s.view.cells.length),
  );
}

describe('board store per canvas', () => {
  it('two canvases hold two stores: a map or a hover in one leaves the other as it was', () => {
    const a = createBoardStore(beginner());
    const b = createBoardStore(beginner());
    const before = b.getState();
    a.getState().showMap(standard());
    a.getState().hover('0,0');
    expect(a.getState().mapVersion).toBe(1);
    expect(a.getState().hovered).toBe('0,0');
    expect(b.getState()).toBe(before);
  });

  it('a new map clears the selection and bumps mapVersion; the same map again changes nothing', () => {
    const view = beginner();
    const store = createBoardStore(view);
    store.getState().select('0,0');
    store.getState().showMap(view);
    expect(store.getState().selected).toBe('0,0');
    expect(store.getState().mapVersion).toBe(0);
    const next = standard();
    store.getState().showMap(next);
    expect(store.getState()).toMatchObject({ view: next, mapVersion: 1, selected: null, hovered: null });
  });

  it('useBoard reads the store of its provider', () => {
    const view = standard();
    const html = renderToString(
      createElement(BoardStoreProvider, { store: createBoardStore(view) }, createElement(CellCount)),
    );
    expect(html).toBe(`<span>${view.cells.length}</span>`);
  });

  it('useBoard outside a provider throws an error naming the provider', () => {
    expect(() => renderToString(createElement(CellCount))).toThrow(/BoardStoreProvider/);
  });
});
