// The viewer's terrain answers (can a unit stand here, does this cell block sight, what a position sees, how exposed a
// cell is) are the engine's: client/src/board reads shared/map's isOpenCell / blocksSightCell, and this test holds the
// client's answers against shared/rules/board.ts on the beginner map and a dealt standard map, every cell and the ring
// of void around them.
import { describe, expect, it } from 'vitest';
import { DIRECTIONS, hexKey, type Direction, type Hex } from '../../../shared/hex';
import { beginnerLayout, dealStandardLayout, type Layout } from '../../../shared/map';
import { createMatch, matchMapFromLayout } from '../../../shared/rules';
import { blocksSight, isStandable, lineOfSight, seesFrom } from '../../../shared/rules/board';
import { buildBoardView } from '../../../client/src/board/boardView';
import { exposureOf } from '../../../client/src/board/exposure';
import { boardInputFor } from '../../../client/src/board/layoutInput';
import { enterableOf, whyNotStandable } from '../../../client/src/board/reach';
import { blockingOf, visionFrom } from '../../../client/src/board/vision';

const MAPS: [string, Layout][] = [
  ['beginner', beginnerLayout()],
  ['standard deal 7', dealStandardLayout(7).layout],
];

describe.each(MAPS)('client terrain answers equal the engine on the %s map', (_name, layout) => {
  const view = buildBoardView(boardInputFor(layout));
  const state = createMatch({ variant: 'standard', seed: 1, map: matchMapFromLayout(layout) });
  // Every map cell and each off-map neighbour (void), so both sides of every edge of the map are asked.
  const probe = new Map<string, Hex>();
  for (const c of view.cells) {
    probe.set(c.key, { q: c.q, r: c.r });
    for (const d of DIRECTIONS) probe.set(hexKey({ q: c.q + d.q, r: c.r + d.r }), { q: c.q + d.q, r: c.r + d.r });
  }
  const cells = [...probe.values()];
  const open = view.cells.filter(
    (c) => isStandable(state, c) || (state.statue?.cell?.q === c.q && state.statue?.cell?.r === c.r),
  );

  it('asks the engine about a map with the same cells and statue', () => {
    expect(Object.keys(state.map.cells).sort()).toEqual(view.cells.map((c) => c.key).sort());
    expect(state.statue?.cell ?? null).toEqual(view.statue);
    expect(cells.length).toBeGreaterThan(view.cells.length);
    // The standard deal has a statue (O-13), so the statue's cell is asked too.
    if (layout.statue !== null) expect(view.statue).not.toBeNull();
  });

  it('agrees on where a unit can stand (isStandable) and what blocks sight (blocksSight)', () => {
    const enterable = enterableOf(view);
    const blocking = blockingOf(view);
    for (const h of cells) {
      expect(enterable(h), hexKey(h)).toBe(isStandable(state, h));
      expect(whyNotStandable(view, h) === null, hexKey(h)).toBe(isStandable(state, h));
      expect(blocking(h), hexKey(h)).toBe(blocksSight(state, h));
    }
  });

  it('sees what the engine sees from every open cell, facing each way (seesFrom)', () => {
    for (const o of open) {
      for (let f = 0; f < 6; f++) {
        const seen = new Set(visionFrom(view, o, f as Direction).visible);
        const engine = open.filter((t) => (t.q !== o.q || t.r !== o.r) && seesFrom(state, o, f, t)).map((t) => t.key);
        // The viewer's cone includes the origin itself when it counts it; compare the other cells.
        seen.delete(o.key);
        expect([...seen].sort(), `${o.key} facing ${f}`).toEqual(engine.sort());
      }
    }
  });

  it('counts exposure as the engine counts line of sight between open cells (lineOfSight)', () => {
    const exposure = exposureOf(view);
    const openCells = view.cells.filter((c) => !blocksSight(state, c));
    expect(Object.keys(exposure.counts).sort()).toEqual(openCells.map((c) => c.key).sort());
    for (const t of openCells) {
      const seenBy = openCells.filter((s) => s.key !== t.key && lineOfSight(state, s, t)).length;
      expect(exposure.counts[t.key], t.key).toBe(seenBy);
    }
  });
});
