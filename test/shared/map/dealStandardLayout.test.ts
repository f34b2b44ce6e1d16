import { describe, expect, it } from 'vitest';
import { createRng } from '../../../shared/random';
import {
  assembleMap,
  beginnerLayout,
  boardDefs,
  chooseCampfire,
  dealStandardLayout,
  getBoard,
  hexDistanceToCentre,
  SIDE_OFFSETS,
  statueCell,
  validateLayout,
  type Layout,
  type Team,
} from './helpers';
import { hexKey, neighbor } from '../../../shared/hex';

/** Number of connected groups of open, statue-free cells. */
function walkableComponents(layout: Layout): number {
  const map = assembleMap(layout);
  const statue = statueCell(layout);
  const keys = new Set(
    Object.values(map.cells)
      .filter((c) => c.terrain === 'open' && !(statue && c.q === statue.q && c.r === statue.r))
      .map((c) => hexKey(c)),
  );
  const seen = new Set<string>();
  let groups = 0;
  for (const start of keys) {
    if (seen.has(start)) continue;
    groups++;
    const todo = [start];
    seen.add(start);
    while (todo.length) {
      const [q, r] = todo.pop()!.split(',').map(Number);
      for (let d = 0; d < 6; d++) {
        const k = hexKey(neighbor({ q, r }, d));
        if (keys.has(k) && !seen.has(k)) {
          seen.add(k);
          todo.push(k);
        }
      }
    }
  }
  return groups;
}

const SEEDS = Array.from({ length: 300 }, (_, i) => i * 7919 + 1);
const kindOf = (id: string) => getBoard(id)!.kind;

describe('R-MAP-6..R-MAP-13 standard deal', () => {
  it('R-MAP-9 / R-MAP-10 / O-11: every dealt layout of 300 seeds is valid', () => {
    for (const seed of SEEDS) {
      const { layout } = dealStandardLayout(seed);
      const result = validateLayout(layout);
      expect(result, `seed ${seed}`).toEqual({ ok: true });
    }
  });

  it('R-MAP-6 / R-MAP-7: the central board at (0,0), then statue, statue, 4 normal, 2 campfire boards; all 9 used once', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const { layout } = dealStandardLayout(seed);
      expect(layout.boards[0]).toEqual({ board: 'central', at: { q: 0, r: 0 }, rotation: 0 });
      expect(layout.boards.map((b) => kindOf(b.board))).toEqual([
        'central',
        'statue',
        'statue',
        'normal',
        'normal',
        'normal',
        'normal',
        'campfire',
        'campfire',
      ]);
      expect(layout.boards.map((b) => b.board).sort()).toEqual(boardDefs.map((d) => d.id).sort());
    }
  });

  it('R-MAP-6: the order of the boards within each kind is shuffled', () => {
    const firstStatue = new Set(SEEDS.map((s) => dealStandardLayout(s).layout.boards[1].board));
    const firstNormal = new Set(SEEDS.map((s) => dealStandardLayout(s).layout.boards[3].board));
    expect(firstStatue.size).toBe(2);
    expect(firstNormal.size).toBe(4);
  });

  it('R-MAP-10: with six blue sides on the central board, the first six boards ring it', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const { layout, placements } = dealStandardLayout(seed);
      const ring = layout.boards
        .slice(1, 7)
        .map((b) => `${b.at.q},${b.at.r}`)
        .sort();
      expect(ring).toEqual(SIDE_OFFSETS.map((h) => `${h.q},${h.r}`).sort());
      expect(placements.slice(1, 7).every((p) => p.rule === 'centre-first')).toBe(true);
      expect(placements.slice(7).every((p) => p.rule === 'connection')).toBe(true);
    }
  });

  it('R-MAP-8 / R-MAP-13: seats place in turn from the oldest; players 1,2 the statue boards, 3,4,1,2 normal, 3,4 campfires', () => {
    const { placements, campfireChoice } = dealStandardLayout(11);
    expect(placements.map((p) => p.seat)).toEqual([null, 0, 1, 2, 3, 0, 1, 2, 3]);
    expect(campfireChoice.lastSeat).toBe(3);
    const shifted = dealStandardLayout(11, { firstSeat: 2 });
    expect(shifted.placements.map((p) => p.seat)).toEqual([null, 2, 3, 0, 1, 2, 3, 0, 1]);
    expect(shifted.campfireChoice.lastSeat).toBe(1);
  });

  it('refuses a seat outside 0..3 or a team list of the wrong length (programmer errors)', () => {
    expect(() => dealStandardLayout(1, { firstSeat: 4 as 0 })).toThrow(RangeError);
    expect(() => dealStandardLayout(1, { teamOfSeat: ['red', 'blue'] })).toThrow(RangeError);
  });

  it('R-MAP-11 / R-MAP-13: the team without the last player chooses between the two campfire boards', () => {
    const teams: Team[] = ['red', 'blue', 'red', 'blue'];
    const dealt = dealStandardLayout(5, { teamOfSeat: teams });
    expect(dealt.campfireChoice.chooser).toBe('red'); // seat 3 is blue
    expect(dealStandardLayout(5, { teamOfSeat: ['blue', 'blue', 'red', 'red'] }).campfireChoice.chooser).toBe('blue');
    expect(dealStandardLayout(5).campfireChoice.chooser).toBeNull();
    expect(dealt.campfireChoice.options.slice().sort()).toEqual(['campfire-ash', 'campfire-ember']);
    expect(dealt.layout.campfires).toBeNull();
  });

  it('R-MAP-11: chooseCampfire gives the chooser its board and the other team the other one, leaving the input unchanged', () => {
    const { layout, campfireChoice } = dealStandardLayout(5);
    const before = JSON.stringify(layout);
    const [first, second] = campfireChoice.options;
    const r = chooseCampfire(layout, 'blue', second);
    expect(r.ok && r.layout.campfires).toEqual({ red: first, blue: second });
    expect(JSON.stringify(layout)).toBe(before);
    const bad = chooseCampfire(layout, 'red', 'meadow');
    expect(bad.ok || bad.error).toMatchObject({ code: 'layout/bad-campfires', ruleId: 'R-MAP-11', board: 'meadow' });
    expect(JSON.stringify(layout)).toBe(before);
    if (r.ok) expect(validateLayout(r.layout)).toEqual({ ok: true });
  });

  it('R-MAP-12 / O-13: the coin puts the statue on the river (heads) or the jungle (tails) centre; both happen', () => {
    const seen = new Set<string>();
    for (const seed of SEEDS.slice(0, 60)) {
      const dealt = dealStandardLayout(seed);
      expect(dealt.layout.statue).toBe(dealt.statueCoin === 'heads' ? 'river' : 'jungle');
      const cell = statueCell(dealt.layout)!;
      expect(dealt.layout.boards.find((b) => b.board === dealt.layout.statue)!.at).toEqual(cell);
      expect(assembleMap(dealt.layout).cells[`${cell.q},${cell.r}`].terrain).toBe('open');
      seen.add(dealt.statueCoin);
    }
    expect([...seen].sort()).toEqual(['heads', 'tails']);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(JSON.stringify(dealStandardLayout(42))).toBe(JSON.stringify(dealStandardLayout(42)));
    const codes = new Set(SEEDS.slice(0, 40).map((s) => JSON.stringify(dealStandardLayout(s).layout)));
    expect(codes.size).toBe(40);
  });

  it("draws from a given generator state (the game state's) and advances it, matching the seed form", () => {
    const rng = createRng(42);
    const before = JSON.stringify(rng);
    const dealt = dealStandardLayout(rng);
    expect(JSON.stringify(rng)).not.toBe(before);
    expect(JSON.stringify(dealt)).toBe(JSON.stringify(dealStandardLayout(42)));
  });

  it("assembles to a map whose size is the sum of the boards' non-void cells, the central centre at (0,0)", () => {
    const nonVoid = boardDefs.reduce((n, d) => n + Object.values(d.cells).filter((t) => t !== 'void').length, 0);
    for (const seed of SEEDS.slice(0, 30)) {
      const map = assembleMap(dealStandardLayout(seed).layout);
      expect(Object.keys(map.cells)).toHaveLength(nonVoid);
      expect(map.cells['0,0']).toMatchObject({ q: 0, r: 0, terrain: 'open', board: 'central' });
    }
  });

  it('R-MAP-2: every walkable cell of a dealt map can be reached from every other (no sealed pockets at board joins)', () => {
    for (const seed of SEEDS) {
      const { layout } = dealStandardLayout(seed);
      expect(walkableComponents(layout), `seed ${seed}`).toBe(1);
    }
    expect(walkableComponents(beginnerLayout())).toBe(1);
  });

  it('places the campfires on the outer ring, away from the central board', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const { layout } = dealStandardLayout(seed);
      for (const b of layout.boards.slice(7)) expect(hexDistanceToCentre(b.at)).toBeGreaterThanOrEqual(8);
    }
  });
});
