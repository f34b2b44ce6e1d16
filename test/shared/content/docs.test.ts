import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT, CONTENT_STRINGS } from '../../../shared/content';

const doc = readFileSync(new URL('../../../docs/content.md', import.meta.url), 'utf8');
const num = (cell: string): number => Number(cell.trim().split(' ')[0].replace('−', '-').replace('+', ''));

describe('docs/content.md matches the data', () => {
  it('the attribute overview lists every character with its encoded HP, constitution, movement and initiative', () => {
    const section = doc.slice(doc.indexOf('## Attribute overview'), doc.indexOf('\n---', doc.indexOf('## Attribute overview')));
    const rows = section.split('\n').filter((l) => /^\| [A-Z][a-z]+ the /.test(l));
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      const cells = row.split('|').slice(1, -1);
      const id = cells[0].trim().split(' ')[0].toLowerCase();
      const c = CONTENT.characters[id];
      expect(c, id).toBeDefined();
      expect([num(cells[2]), num(cells[3]), num(cells[4]), num(cells[5])], id).toEqual([c.stats.hp, c.stats.constitution, c.stats.movement, c.stats.initiative]);
    }
  });

  it('every skill row of the character tables shows the encoded speed and its path damage (R-DASH-1)', () => {
    for (const c of Object.values(CONTENT.characters)) {
      const skills = [...c.boards.flatMap((b) => b.sides.flatMap((s) => s.skills)), c.ultimate, c.response, ...(c.extras ?? [])];
      for (const k of skills) {
        const name = CONTENT_STRINGS.en[k.nameKey];
        const row = doc.split('\n').find((l) => l.startsWith(`| ${name} |`) || new RegExp(`^\\| \\*[A-Za-z]+\\* ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`).test(l));
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
