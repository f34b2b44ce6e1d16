// Issue 15 §1: every edit of the lab editor is one undoable step of a pure history (client/src/screens/lab/editorState.ts).
import { describe, expect, it } from 'vitest';
import { hexKey, type Hex } from '../../../../shared/hex';
import {
  assembleMap,
  beginnerLayout,
  layoutProblems,
  placementOptions,
  startLayout,
  type Layout,
} from '../../../../shared/map';
import {
  editorReducer,
  startHistory,
  canUndo,
  canRedo,
  type EditorAction,
  type EditorHistory,
} from '../../../../client/src/screens/lab/editorState';
import { editorKeyIntent } from '../../../../client/src/screens/lab/editorKeys';

const standable = (layout: Layout, h: Hex) => assembleMap(layout).cells[hexKey(h)]?.terrain === 'open';
const run = (h: EditorHistory, ...actions: EditorAction[]) =>
  actions.reduce((acc, a) => editorReducer(acc, a, standable).history, h);

describe('lab editor history (editorReducer)', () => {
  it('place, rotate, move, remove, twin: each one step; undo walks back and redo forward', () => {
    const start = startHistory(startLayout());
    const spot = placementOptions(start.present.layout.boards, 'campfire-ember').options[0];
    const placed = run(start, { kind: 'place', board: 'campfire-ember', at: spot.at, rotation: spot.rotation });
    expect(placed.present.layout.boards.map((p) => p.board)).toEqual(['central', 'campfire-ember']);
    const twinned = run(placed, { kind: 'twin', board: 'campfire-ember' });
    expect(twinned.present.layout.boards.find((p) => p.board === 'campfire-ash')!.at).toEqual({
      q: -spot.at.q,
      r: -spot.at.r,
    });
    const rotated = run(twinned, { kind: 'rotate', board: 'campfire-ash', steps: 1 });
    expect(layoutProblems(rotated.present.layout).map((p) => p.board)).toEqual(['campfire-ash']);
    const removed = run(rotated, { kind: 'remove', board: 'campfire-ash' });
    expect(removed.present.layout.boards).toHaveLength(2);
    expect(removed.past).toHaveLength(4);
    const back = run(removed, { kind: 'undo' }, { kind: 'undo' });
    expect(back.present).toEqual(twinned.present);
    expect(canRedo(back)).toBe(true);
    expect(run(back, { kind: 'redo' }).present).toEqual(rotated.present);
    // A new edit after undo drops the redo branch.
    const moved = run(back, { kind: 'move', board: 'campfire-ash', at: { q: 10, r: -4 } });
    expect(moved.future).toEqual([]);
    expect(moved.present.layout.boards.find((p) => p.board === 'campfire-ash')!.at).toEqual({ q: 10, r: -4 });
  });

  it('markers, statue and campfires are undoable edits (O-12, R-MAP-12, R-MAP-11)', () => {
    let h = startHistory({ ...beginnerLayout(), campfires: null });
    h = run(
      h,
      { kind: 'marker', marker: 'island', at: { q: -7, r: 2 } },
      { kind: 'marker', marker: 'obstacle', at: { q: -7, r: 2 } },
    );
    expect(h.present.layout.islands).toEqual([{ q: -7, r: 2 }]);
    expect(h.present.layout.obstacles).toEqual([{ q: -7, r: 2 }]);
    h = run(h, { kind: 'campfires', campfires: { red: 'campfire-ash', blue: 'campfire-ember' } });
    expect(h.present.layout.campfires).toEqual({ red: 'campfire-ash', blue: 'campfire-ember' });
    h = run(h, { kind: 'undo' }, { kind: 'undo' });
    expect(h.present.layout.obstacles).toEqual([]);
    expect(h.present.layout.campfires).toBeNull();
  });

  it('a refused edit keeps the history and says why; an edit that changes nothing adds no step', () => {
    const h = startHistory(beginnerLayout());
    const r = editorReducer(h, { kind: 'statue', board: 'meadow' }, standable);
    expect(r.history).toBe(h);
    expect(r.error).toMatchObject({ ruleId: 'R-MAP-12', board: 'meadow' });
    expect(editorReducer(h, { kind: 'rotate', board: 'pass', steps: 6 }, standable).history).toBe(h);
    expect(editorReducer(h, { kind: 'undo' }, standable).history).toBe(h);
    expect(canUndo(h)).toBe(false);
  });

  it('units: placed on open ground with team and facing, turned, removed; a unit whose ground goes is taken away', () => {
    const layout = beginnerLayout();
    const open = Object.values(assembleMap(layout).cells).find((c) => c.board === 'pass' && c.terrain === 'open')!;
    let h = run(startHistory(layout), { kind: 'unit', unit: { character: 'eli', team: 'red', at: open, facing: 2 } });
    expect(h.present.units).toEqual([{ character: 'eli', team: 'red', at: { q: open.q, r: open.r }, facing: 2 }]);
    expect(
      editorReducer(
        h,
        { kind: 'unit', unit: { character: 'nia', team: 'blue', at: { q: 40, r: 0 }, facing: 0 } },
        standable,
      ).error,
    ).not.toBeNull();
    h = run(h, { kind: 'unit-face', at: open, facing: 5 });
    expect(h.present.units[0].facing).toBe(5);
    const gone = run(h, { kind: 'remove', board: 'pass' });
    expect(gone.present.units).toEqual([]);
    expect(run(gone, { kind: 'undo' }).present.units).toHaveLength(1);
  });

  it('keys: Ctrl+Z undo, Ctrl+Shift+Z and Ctrl+Y redo, R / Shift+R turn, Delete removes, T twins', () => {
    const none = { ctrl: false, shift: false, alt: false };
    expect(editorKeyIntent('z', { ...none, ctrl: true })).toEqual({ kind: 'undo' });
    expect(editorKeyIntent('Z', { ...none, ctrl: true, shift: true })).toEqual({ kind: 'redo' });
    expect(editorKeyIntent('y', { ...none, ctrl: true })).toEqual({ kind: 'redo' });
    expect(editorKeyIntent('r', none)).toEqual({ kind: 'rotate', steps: 1 });
    expect(editorKeyIntent('R', { ...none, shift: true })).toEqual({ kind: 'rotate', steps: -1 });
    expect(editorKeyIntent('Delete', none)).toEqual({ kind: 'remove' });
    expect(editorKeyIntent('t', none)).toEqual({ kind: 'twin' });
    expect(editorKeyIntent('v', none)).toBeNull(); // the viewer's key
  });
});
