import { describe, expect, it } from 'vitest';
import {
  assembleMap,
  beginnerLayout,
  dealStandardLayout,
  layoutProblems,
  moveBoard,
  placeBoardDraft,
  placeTwin,
  placementOptions,
  removeBoard,
  rotateBoard,
  setCampfiresDraft,
  setStatueDraft,
  startLayout,
  toggleMarkerDraft,
  twinPartner,
  twinPartners,
  legalMoveSpots,
  editRefusalText,
  twinSpot,
  validateLayout,
  type Layout,
} from './helpers';

type Edit = { ok: true; layout: Layout } | { ok: false; error: { message: string } };
const must = (r: Edit): Layout => {
  if (!r.ok) throw new Error(r.error.message);
  return r.layout;
};
const frozen = (layout: Layout) => JSON.parse(JSON.stringify(layout)) as Layout;

describe("the lab editor's draft edits (R-MAP-7, R-MAP-9, R-MAP-10, O-11, O-12, O-13)", () => {
  it('places a board at a lit spot (placementOptions) and the layout stays legal', () => {
    const start = startLayout();
    const spot = placementOptions(start.boards, 'river').options[0];
    const one = must(placeBoardDraft(start, 'river', spot.at, spot.rotation));
    expect(one.boards.at(-1)).toEqual({ board: 'river', at: spot.at, rotation: spot.rotation });
    expect(validateLayout(one)).toEqual({ ok: true });
    expect(start.boards).toHaveLength(1);
  });

  it('refuses impossible placements and changes nothing: unknown board, a second copy, the central board, off the lattice, a taken spot', () => {
    const layout = beginnerLayout();
    const before = frozen(layout);
    expect(placeBoardDraft(layout, 'volcano', { q: 5, r: -2 }, 0).ok).toBe(false);
    expect(placeBoardDraft(layout, 'pass', { q: 10, r: -4 }, 0)).toMatchObject({ ok: false, error: { board: 'pass' } });
    expect(placeBoardDraft(layout, 'central', { q: 10, r: -4 }, 0).ok).toBe(false);
    expect(placeBoardDraft(layout, 'river', { q: 1, r: 0 }, 0)).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('lattice') },
    });
    expect(placeBoardDraft(layout, 'river', { q: 5, r: -2 }, 0)).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('campfire-ash') },
    });
    expect(layout).toEqual(before);
  });

  it('rotates a placed board in 60° steps: a wrong turn breaks O-11 on that board, turning back fixes it', () => {
    const layout = beginnerLayout();
    const turned = must(rotateBoard(layout, 'pass', 1));
    expect(turned.boards.find((p) => p.board === 'pass')!.rotation).toBe(1);
    expect(layoutProblems(turned).map((p) => [p.kind, p.board, p.ruleId])).toEqual([
      ['no-blue-contact', 'pass', 'O-11'],
    ]);
    const back = must(rotateBoard(turned, 'pass', -1));
    expect(layoutProblems(back)).toEqual([]);
    expect(must(rotateBoard(layout, 'pass', 6)).boards).toEqual(layout.boards);
    expect(rotateBoard(layout, 'river', 1).ok).toBe(false);
  });

  it('moves a board with its markers; the central board stays (R-MAP-7); a taken spot is refused', () => {
    let layout = beginnerLayout();
    const pass = layout.boards.find((p) => p.board === 'pass')!;
    const marker = Object.values(assembleMap(layout).cells).find((c) => c.board === 'pass' && c.terrain === 'open')!;
    layout = must(toggleMarkerDraft(layout, 'obstacle', marker));
    const moved = must(moveBoard(layout, 'pass', { q: 8, r: -7 }));
    expect(moved.boards.find((p) => p.board === 'pass')!.at).toEqual({ q: 8, r: -7 });
    // Same rotation: the marker keeps its place on the board.
    expect(moved.obstacles).toEqual([{ q: marker.q - pass.at.q + 8, r: marker.r - pass.at.r - 7 }]);
    expect(moveBoard(layout, 'central', { q: 8, r: -7 }).ok).toBe(false);
    expect(moveBoard(layout, 'pass', { q: 5, r: -2 }).ok).toBe(false);
    // Moved where it meets no board blue to blue: the rule is named on that board.
    const far = must(moveBoard(layout, 'pass', { q: 10, r: -4 }));
    expect(layoutProblems(far).map((p) => p.board)).toContain('pass');
  });

  it('removes a board with its markers and the statue or camp that named it; never the central board', () => {
    let layout = beginnerLayout();
    const ash = layout.boards.find((p) => p.board === 'campfire-ash')!;
    layout = must(toggleMarkerDraft(layout, 'obstacle', ash.at));
    const removed = must(removeBoard(layout, 'campfire-ash'));
    expect(removed.boards.map((p) => p.board)).not.toContain('campfire-ash');
    expect(removed.campfires).toBeNull();
    expect(removed.obstacles).toEqual([]);
    expect(removeBoard(layout, 'central').ok).toBe(false);
    expect(removeBoard(layout, 'river').ok).toBe(false);
  });

  it('O-12: obstacle markers go on open ground (not the statue, O-13), islands on void touching the map; a second toggle removes', () => {
    let layout = beginnerLayout();
    const map = assembleMap(layout);
    const open = Object.values(map.cells).find((c) => c.terrain === 'open')!;
    const printed = Object.values(map.cells).find((c) => c.terrain === 'obstacle')!;
    layout = must(toggleMarkerDraft(layout, 'obstacle', open));
    expect(layout.obstacles).toEqual([{ q: open.q, r: open.r }]);
    expect(toggleMarkerDraft(layout, 'obstacle', printed)).toMatchObject({ ok: false, error: { ruleId: 'O-12' } });
    expect(toggleMarkerDraft(layout, 'obstacle', { q: 40, r: 0 })).toMatchObject({
      ok: false,
      error: { ruleId: 'O-12' },
    });
    expect(toggleMarkerDraft(layout, 'island', open)).toMatchObject({ ok: false, error: { ruleId: 'O-12' } });
    expect(toggleMarkerDraft(layout, 'island', { q: 40, r: 0 })).toMatchObject({
      ok: false,
      error: { ruleId: 'O-12' },
    });
    layout = must(toggleMarkerDraft(layout, 'obstacle', open));
    expect(layout.obstacles).toEqual([]);
    // An island next to the map, an obstacle on it, then the island goes and takes the obstacle along.
    layout = must(toggleMarkerDraft(layout, 'island', { q: -7, r: 2 }));
    layout = must(toggleMarkerDraft(layout, 'obstacle', { q: -7, r: 2 }));
    expect(layoutProblems(layout)).toEqual([]);
    layout = must(toggleMarkerDraft(layout, 'island', { q: -7, r: 2 }));
    expect(layout.islands).toEqual([]);
    expect(layout.obstacles).toEqual([]);
  });

  it('R-MAP-12 / O-13: the statue goes on a placed statue board only, and clears an obstacle marker under it', () => {
    const dealt = dealStandardLayout(3).layout;
    expect(setStatueDraft(dealt, 'meadow')).toMatchObject({ ok: false, error: { ruleId: 'R-MAP-12' } });
    expect(setStatueDraft(beginnerLayout(), 'river').ok).toBe(false);
    const other = dealt.statue === 'river' ? 'jungle' : 'river';
    const at = dealt.boards.find((p) => p.board === other)!.at;
    const withMarker = { ...dealt, obstacles: [at] };
    const moved = must(setStatueDraft(withMarker, other));
    expect(moved.statue).toBe(other);
    expect(moved.obstacles).toEqual([]);
    expect(must(setStatueDraft(dealt, null)).statue).toBeNull();
  });

  it('R-MAP-11: campfires go to two different placed campfire boards', () => {
    const layout = beginnerLayout();
    expect(must(setCampfiresDraft(layout, { red: 'campfire-ash', blue: 'campfire-ember' })).campfires).toEqual({
      red: 'campfire-ash',
      blue: 'campfire-ember',
    });
    expect(setCampfiresDraft(layout, { red: 'campfire-ash', blue: 'campfire-ash' }).ok).toBe(false);
    expect(setCampfiresDraft(layout, { red: 'pass', blue: 'campfire-ash' })).toMatchObject({
      ok: false,
      error: { board: 'pass' },
    });
    expect(must(setCampfiresDraft(layout, null)).campfires).toBeNull();
  });

  it('twin: the partner of the same kind goes to −at turned 180°, which makes a point-symmetric pair', () => {
    let layout = startLayout();
    const spot = placementOptions(layout.boards, 'campfire-ember').options[0];
    layout = must(placeBoardDraft(layout, 'campfire-ember', spot.at, spot.rotation));
    expect(twinPartner(layout, 'campfire-ember')).toBe('campfire-ash');
    expect(twinSpot(layout.boards[1])).toEqual({
      at: { q: -spot.at.q, r: -spot.at.r },
      rotation: (spot.rotation + 3) % 6,
    });
    const twinned = must(placeTwin(layout, 'campfire-ember'));
    const ash = twinned.boards.find((p) => p.board === 'campfire-ash')!;
    expect(ash).toEqual({
      board: 'campfire-ash',
      at: { q: -spot.at.q, r: -spot.at.r },
      rotation: (spot.rotation + 3) % 6,
    });
    // The central board is point-symmetric in its blue sides, so the twin of a legal attachment is legal too.
    expect(layoutProblems(twinned)).toEqual([]);
    // Every cell of the pair maps onto its mirror image.
    const map = assembleMap(twinned);
    for (const c of Object.values(map.cells).filter((c) => c.board === 'campfire-ember')) {
      expect(map.cells[`${-c.q},${-c.r}`]).toMatchObject({ board: 'campfire-ash', terrain: c.terrain });
    }
    expect(placeTwin(twinned, 'campfire-ember').ok).toBe(false); // no campfire left
    expect(twinPartner(twinned, 'central')).toBeNull();
  });

  it('issue 31: twin — the designer picks the partner among the boards of the same kind; another kind is refused', () => {
    let layout = startLayout();
    const spot = placementOptions(layout.boards, 'meadow').options[0];
    layout = must(placeBoardDraft(layout, 'meadow', spot.at, spot.rotation));
    const partners = twinPartners(layout, 'meadow');
    expect(partners.length).toBeGreaterThan(1);
    // Every partner of the same kind is placed at the twin spot, or refused with the rule its blue sides would break.
    const results = partners.map((p) => ({ p, r: placeTwin(layout, 'meadow', p) }));
    const placed = results.filter((x) => x.r.ok);
    expect(placed.length).toBeGreaterThan(0);
    for (const { p, r } of placed)
      expect(r.ok && r.layout.boards.find((b) => b.board === p)).toEqual({ board: p, ...twinSpot(layout.boards[1]) });
    for (const { r } of results)
      if (!r.ok)
        expect(r.error).toMatchObject({
          ruleId: expect.stringMatching(/^(R-MAP|O)-/),
          refusal: { kind: 'twin-breaks-rule' },
        });
    const other = placeTwin(layout, 'meadow', 'campfire-ash');
    expect(other).toMatchObject({
      ok: false,
      error: { refusal: { kind: 'twin-kind', board: 'campfire-ash', other: 'meadow' } },
    });
    if (!other.ok)
      expect(editRefusalText(other.error.refusal!, 'en')).toMatch(
        /is not the same kind of board as .*: a twin is a board of the same kind\./,
      );
  });

  it('issue 31: twin refuses a placement that would break an assembly rule, and names the rule', () => {
    // A board hung on the ember campfire whose twin, opposite, would break an assembly rule.
    let layout = startLayout();
    const ember = placementOptions(layout.boards, 'campfire-ember').options[0];
    layout = must(placeBoardDraft(layout, 'campfire-ember', ember.at, ember.rotation));
    const hung = placementOptions(layout.boards, 'meadow')
      .options.map((o) => must(placeBoardDraft(layout, 'meadow', o.at, o.rotation)))
      .find((l) => !layoutProblems(l).length && !placeTwin(l, 'meadow').ok);
    expect(hung).toBeDefined();
    layout = hung!;
    const refused = placeTwin(layout, 'meadow');
    if (refused.ok) return;
    expect(refused.error.refusal?.kind).toBe('twin-breaks-rule');
    expect(refused.error.ruleId).toMatch(/^(R-MAP|O)-\d+$/);
    expect(editRefusalText(refused.error.refusal!, 'en')).toMatch(
      new RegExp(`cannot stand opposite .*\\(${refused.error.ruleId}\\)$`),
    );
    expect(editRefusalText(refused.error.refusal!, 'zh')).toMatch(/不能放在.*的对面/);
    // Nothing changed: the refused twin is not on the map.
    expect(layout.boards.map((p) => p.board)).toEqual(['central', 'campfire-ember', 'meadow']);
  });
});

describe('issue 31: Move lights the legal spots', () => {
  it("every spot legalMoveSpots offers moves the board without breaking a rule; the board's own spot is not offered", () => {
    const layout = dealStandardLayout(3).layout;
    expect(layoutProblems(layout)).toEqual([]);
    const spots = legalMoveSpots(layout, 'campfire-ember');
    expect(spots.length).toBeGreaterThan(0);
    const own = layout.boards.find((p) => p.board === 'campfire-ember')!;
    for (const s of spots) {
      expect(s.at).not.toEqual(own.at);
      const moved = moveBoard(layout, 'campfire-ember', s.at, s.rotation);
      expect(moved.ok && layoutProblems(moved.layout)).toEqual([]);
    }
    expect(legalMoveSpots(layout, 'central')).toEqual([]);
  });
});
