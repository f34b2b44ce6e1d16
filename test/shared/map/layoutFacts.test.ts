import { describe, expect, it } from 'vitest';
import { hexKey } from '../../../shared/hex';
import {
  assembleMap,
  beginnerLayout,
  campfireCells,
  chooseCampfire,
  dealStandardLayout,
  layoutFacts,
  layoutMetrics,
  placeTwin,
  startLayout,
  placeBoardDraft,
  placementOptions,
  setCampfiresDraft,
  type Layout,
} from './helpers';

const must = (r: { ok: true; layout: Layout } | { ok: false; error: { message: string } }): Layout => {
  if (!r.ok) throw new Error(r.error.message);
  return r.layout;
};

describe("layoutFacts: what the lab's facts panel shows", () => {
  it('carries layoutMetrics and adds hex distances, never longer than the walk (R-MOVE walks around obstacles)', () => {
    const dealt = dealStandardLayout(7);
    const layout = must(chooseCampfire(dealt.layout, 'red', dealt.campfireChoice.options[0]));
    const facts = layoutFacts(layout);
    expect(facts.metrics).toEqual(layoutMetrics(layout));
    expect(facts.campToCampHex).not.toBeNull();
    expect(facts.campToCampHex!).toBeLessThanOrEqual(facts.metrics.campToCamp!);
    expect(facts.campToStatueHex.red!).toBeLessThanOrEqual(facts.metrics.campToStatue.red!);
    expect(facts.campToStatueHex.blue!).toBeLessThanOrEqual(facts.metrics.campToStatue.blue!);
  });

  it('without camps there are no team figures', () => {
    const facts = layoutFacts(startLayout());
    expect(facts.seenFromCamp).toEqual({ red: null, blue: null });
    expect(facts.chokePoints).toEqual([]);
    expect(facts.exposure).toBeNull();
  });

  it('a point-symmetric map gives both teams the same figures: sight from camp, exposure difference 0 (twin)', () => {
    // The central board (point-symmetric itself), one campfire and its twin (the two campfire boards are printed alike).
    let layout = startLayout();
    const camp = placementOptions(layout.boards, 'campfire-ember').options[0];
    layout = must(placeBoardDraft(layout, 'campfire-ember', camp.at, camp.rotation));
    layout = must(placeTwin(layout, 'campfire-ember'));
    layout = must(setCampfiresDraft(layout, { red: 'campfire-ember', blue: 'campfire-ash' }));
    const facts = layoutFacts(layout);
    expect(facts.seenFromCamp.red).toBe(facts.seenFromCamp.blue);
    expect(facts.enemyCampCellsSeen.red).toBe(facts.enemyCampCellsSeen.blue);
    expect(facts.exposure!.red).toBe(facts.exposure!.blue);
    expect(facts.exposure!.difference).toBe(0);
    // Choke points come in mirrored pairs.
    const keys = new Set(facts.chokePoints.map(hexKey));
    for (const c of facts.chokePoints) expect(keys.has(hexKey({ q: -c.q, r: -c.r }))).toBe(true);
  });

  it('choke points lie on a shortest walk between the camps, never in a camp, and are open cells', () => {
    const layout = beginnerLayout();
    const facts = layoutFacts(layout);
    const map = assembleMap(layout);
    const camps = new Set([...campfireCells(layout, 'red', map), ...campfireCells(layout, 'blue', map)].map(hexKey));
    expect(facts.chokePoints.length).toBeGreaterThan(0);
    for (const c of facts.chokePoints) {
      expect(map.cells[hexKey(c)].terrain).toBe('open');
      expect(camps.has(hexKey(c))).toBe(false);
    }
    expect(facts.seenFromCamp.red).toBeGreaterThan(0);
  });
});
