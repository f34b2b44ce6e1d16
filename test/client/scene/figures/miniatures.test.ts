import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../../shared/content/characters';
import { UNITS } from '../../../../shared/content/units';
import {
  baseShape,
  figureShape,
  hasFigure,
  hpRingShape,
  markerShape,
} from '../../../../client/src/scene/figures/miniatures';

// Each character, summon and marker is its own miniature (issue 16 §1; docs/client.md "The table").
describe('miniatures', () => {
  const defs = [...Object.keys(CHARACTERS), ...Object.keys(UNITS)];

  it('every character and summon of the content has a figure of its own', () => {
    expect(defs.length).toBeGreaterThanOrEqual(10);
    for (const d of defs) expect(hasFigure(d), d).toBe(true);
  });

  it('no two figures are the same shape (their triangles differ)', () => {
    const keys = defs.map((d) =>
      figureShape(d, null)
        .pos.map((v) => v.toFixed(3))
        .join(','),
    );
    expect(new Set(keys).size).toBe(defs.length);
  });

  it('figures are whole triangles with a colour per vertex', () => {
    for (const d of defs) {
      const s = figureShape(d, null);
      expect(s.pos.length % 9, d).toBe(0);
      expect(s.col.length, d).toBe(s.pos.length);
    }
  });

  it("Darien's two forms look different (twin swords, greatsword, R-DARIEN-3)", () => {
    expect(figureShape('darien', 'twin').pos.length).not.toBe(figureShape('darien', 'great').pos.length);
  });

  it('the teams differ by base shape as well as colour (hexagonal red, round blue)', () => {
    expect(baseShape('red', '#f00', '#800', '#ff0').pos.length).not.toBe(
      baseShape('blue', '#00f', '#008', '#ff0').pos.length,
    );
  });

  it('the HP ring has one arc per hit point, lit for those left', () => {
    const ring = hpRingShape(2, 5, '#00ff00', '#000000');
    // Each arc has the same number of vertices; count the lit (green) vertices.
    const lit = ring.col.filter((_, i) => i % 3 === 1 && ring.col[i] > 0.5).length;
    expect(lit * 5).toBe((ring.col.length / 3) * 2);
  });

  it('circles and detonators are pieces of their own', () => {
    expect(markerShape('teleportCircle', '#f00').pos.length).not.toBe(markerShape('detonator', '#f00').pos.length);
  });
});
