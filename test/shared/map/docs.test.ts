import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boardDefs, encodeLayout, beginnerLayout } from './helpers';

const doc = readFileSync(new URL('../../../docs/maps.md', import.meta.url), 'utf8');

describe('docs/maps.md stays true to the data', () => {
  it.each(boardDefs.map((d) => [d.id]))('shows board %s exactly as its JSON picture, with its blue sides', (id) => {
    const json = JSON.parse(readFileSync(new URL(`../../../assets/boards/${id}.json`, import.meta.url), 'utf8'));
    const section = doc.split(/^### /m).find((s) => s.startsWith(`${id} `));
    expect(section, `no "### ${id}" section`).toBeDefined();
    expect(section).toContain('```\n' + json.terrain.join('\n') + '\n```');
    const blue = json.blueSides.length === 6 ? 'all six sides' : json.blueSides.join(', ');
    expect(section!.split('\n')[0]).toContain(`blue: ${blue}`);
  });

  it('quotes the current beginner layout code', () => {
    expect(doc).toContain(encodeLayout(beginnerLayout()));
  });
});
