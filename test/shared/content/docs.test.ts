import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT, CONTENT_STRINGS } from '../../../shared/content';

const doc = readFileSync(new URL('../../../docs/content.md', import.meta.url), 'utf8');
const num = (cell: string): number => Number(cell.trim().split(' ')[0].replace('−', '-').replace('+', ''));

describe('docs/content.md matches the data', () => {
  it('the attribute overview lists every character with its encoded HP, constitution, movement and initiative', () => {
    const section = doc.slice(
      doc.indexOf('## Attribute overview'),
      doc.indexOf('\n---', doc.indexOf('## Attribute overview')),
    );
    const rows = section.split('\n').filter((l) => /^\| [A-Z][a-z]+ the /.test(l));
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      const cells = row.split('|').slice(1, -1);
      const id = cells[0].trim().split(' ')[0].toLowerCase();
      const c = CONTENT.characters[id];
      expect(c, id).toBeDefined();
      expect([num(cells[2]), num(cells[3]), num(cells[4]), num(cells[5])], id).toEqual([
        c.stats.hp,
        c.stats.constitution,
        c.stats.movement,
        c.stats.initiative,
      ]);
    }
  });

  // Issue 14: the docs follow the data (the introduction called Eli "Fragile (7 HP)" while the data gave 8).
  it("each character's introduction names the encoded HP", () => {
    for (const c of Object.values(CONTENT.characters)) {
      const name = CONTENT_STRINGS.en[c.nameKey];
      const heading = doc.indexOf(`\n## ${name} — `);
      expect(heading, name).toBeGreaterThan(0);
      const intro = doc.slice(heading).split('\n\n')[1];
      // An introduction may also give its summons' HP ("skeletons have 2 HP"): those follow the unit data.
      const hps = new Set([
        c.stats.hp,
        ...Object.values(CONTENT.units)
          .filter((u) => intro.toLowerCase().includes(u.id.toLowerCase()))
          .map((u) => u.stats.hp),
      ]);
      for (const m of intro.matchAll(/(\d+) HP/g))
        expect(hps.has(Number(m[1])), `${name}: "${m[0]}" in the introduction (data: ${[...hps].join(', ')})`).toBe(
          true,
        );
    }
  });

  it('every skill row of the character tables shows the encoded speed and its path damage (R-DASH-1)', () => {
    for (const c of Object.values(CONTENT.characters)) {
      const skills = [
        ...c.boards.flatMap((b) => b.sides.flatMap((s) => s.skills)),
        c.ultimate,
        c.response,
        ...(c.extras ?? []),
      ];
      for (const k of skills) {
        const name = CONTENT_STRINGS.en[k.nameKey];
        const row = doc
          .split('\n')
          .find(
            (l) =>
              l.startsWith(`| ${name} |`) ||
              new RegExp(`^\\| \\*[A-Za-z]+\\* ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`).test(l),
          );
        expect(row, `${c.id}.${k.id} (${name})`).toBeDefined();
        const speed = Number(/\d+/.exec(row!.split('|')[4])?.[0]);
        expect(speed, `${c.id}.${k.id}`).toBe(k.speed);
        // R-DASH-1: a row says "beside the path" exactly when some version of the skill has dash path damage.
        const lists = [k.effects, ...Object.values(k.byForm ?? {}), k.curse?.effects ?? []];
        const cuts = lists.some((l) => l.some((e) => e.kind === 'dash' && e.pathDamage !== undefined));
        expect(row!.includes('beside the path'), `${c.id}.${k.id} path damage`).toBe(cuts);
      }
    }
  });
});
