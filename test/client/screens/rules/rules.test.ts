// The rules page's Markdown reader and search (client/src/screens/rules), on small inputs and on the real rules text.
// (Titles name no rule id on purpose: coverage.test.ts counts ids in titles as tests of those rules.)
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  definedRuleIds,
  joinLines,
  parseInline,
  parseMarkdown,
  plainText,
  type Block,
} from '../../../../client/src/screens/rules/markdown';
import {
  filterGroups,
  groupBlocks,
  queryTerms,
  ruleIdsIn,
  sectionOf,
} from '../../../../client/src/screens/rules/search';
import { definedIds, readRules, ROOT } from '../../../shared/rules/ruleIds';

const en = readRules('en');
const zh = readRules('zh');

describe('rules Markdown reader', () => {
  it('reads bold, italic, code, links and rule ids inside text', () => {
    expect(parseInline('a **b *c* d** `d` [e](#f) see R-LOS-3 and O-21.')).toEqual([
      { kind: 'text', text: 'a ' },
      {
        kind: 'strong',
        children: [
          { kind: 'text', text: 'b ' },
          { kind: 'em', children: [{ kind: 'text', text: 'c' }] },
          { kind: 'text', text: ' d' },
        ],
      },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'd' },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: '#f', children: [{ kind: 'text', text: 'e' }] },
      { kind: 'text', text: ' see ' },
      { kind: 'rule', id: 'R-LOS-3' },
      { kind: 'text', text: ' and ' },
      { kind: 'rule', id: 'O-21' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves unclosed markers and HTML as plain text', () => {
    expect(plainText(parseInline('2 * 3 and **open'))).toBe('2 * 3 and **open');
    const blocks = parseMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'paragraph']);
    expect(blocks.every((b) => b.kind === 'paragraph' && b.text.every((n) => n.kind === 'text'))).toBe(true);
  });

  it('reads headings with anchors, nested bullets with continuation lines, tables and quotes', () => {
    const md = [
      '# Title',
      '',
      '## 14. Chains (R-CHAIN)',
      '',
      '### 14.1 Order',
      '',
      '- **R-X-1** first line',
      '  continues here',
      '  - child one',
      '  - child two',
      '- plain bullet',
      '',
      '| Rule | Name |',
      '|---|---|',
      '| R-X-2 | two |',
      '| other | row |',
      '',
      '> **O-99** a decision',
      '> on two lines',
      '',
      '---',
    ].join('\n');
    const b = parseMarkdown(md);
    expect(b.map((x) => x.kind)).toEqual(['heading', 'heading', 'heading', 'list', 'table', 'quote', 'rule-line']);
    expect(b.slice(0, 3).map((x) => (x as Extract<Block, { kind: 'heading' }>).anchor)).toEqual([null, 's14', 's14-1']);
    const list = b[3] as Extract<Block, { kind: 'list' }>;
    expect(list.items.map((i) => i.id)).toEqual(['R-X-1', null]);
    expect(plainText(list.items[0].text)).toBe('R-X-1 first line continues here');
    expect(list.items[0].children.map((c) => plainText(c.text))).toEqual(['child one', 'child two']);
    const table = b[4] as Extract<Block, { kind: 'table' }>;
    expect(table.rows.map((r) => r.id)).toEqual(['R-X-2', null]);
    expect((b[5] as Extract<Block, { kind: 'quote' }>).id).toBe('O-99');
    expect(plainText((b[5] as Extract<Block, { kind: 'quote' }>).text)).toBe('O-99 a decision on two lines');
    expect(definedRuleIds(b)).toEqual(['R-X-1', 'R-X-2', 'O-99']);
  });

  it('joins wrapped lines with a space between words and none between Chinese characters', () => {
    expect(joinLines('one', 'two')).toBe('one two');
    expect(joinLines('被推拉的', '单位')).toBe('被推拉的单位');
    expect(joinLines('规则：', '每')).toBe('规则：每');
    expect(joinLines('见', 'R-LOS-3')).toBe('见 R-LOS-3');
    const quote = parseMarkdown('> **O-01** 单位的生命值降到\n> 0 时立即死亡并离开\n> 地图。')[0] as Extract<
      Block,
      { kind: 'quote' }
    >;
    expect(plainText(quote.text)).toBe('O-01 单位的生命值降到 0 时立即死亡并离开地图。');
  });

  it('finds in the real rules text exactly the ids the docs test finds, in both languages', () => {
    expect(definedRuleIds(parseMarkdown(en))).toEqual(definedIds(en).map((r) => r.id));
    expect(definedRuleIds(parseMarkdown(zh))).toEqual(definedIds(en).map((r) => r.id));
  });
});

describe('rules search', () => {
  const groups = groupBlocks(parseMarkdown(en));
  const zhGroups = groupBlocks(parseMarkdown(zh));
  const ids = (q: string, g = groups) => ruleIdsIn(filterGroups(g, queryTerms(q)));

  it('an empty query keeps everything', () => {
    expect(filterGroups(groups, queryTerms('   '))).toBe(groups);
    expect(ruleIdsIn(groups)).toHaveLength(306);
  });

  it('narrows to the rules whose id matches, case-insensitively', () => {
    // The rule itself, then the rules that name it.
    expect(ids('r-los-3')).toEqual(['R-LOS-3', 'O-21']);
    expect(ids('R-CHAIN-1')).toEqual(expect.arrayContaining(['R-CHAIN-1', 'R-CHAIN-10']));
  });

  it('narrows to the rules whose text holds every word', () => {
    const found = ids('push wall');
    expect(found).toContain('R-FORCE-6');
    for (const id of found) expect(id).toMatch(/^(R|O)-/);
    expect(found.length).toBeLessThan(10);
    expect(ids('zzzz-no-such-word')).toEqual([]);
  });

  it('searches Chinese text and table rows', () => {
    expect(ids('推离', zhGroups)).toEqual(expect.arrayContaining(['R-FORCE-4', 'O-22']));
    expect(ids('眩晕', zhGroups)).toContain('R-STATUS-6');
    expect(ids('Ice Shield')).toContain('R-STATUS-14');
  });

  it('a decision quote is found by its id and its words', () => {
    expect(ids('O-21')).toEqual(['O-21']);
    expect(ids('120° cone')).toEqual(expect.arrayContaining(['R-LOS-4', 'O-21']));
  });

  it('keeps a matching item whole, with its sub-bullets', () => {
    const shown = filterGroups(groups, queryTerms('Fatal Throw teleport'));
    const list = shown
      .flatMap((g) => g.blocks)
      .find((b) => b.kind === 'list' && b.items.some((i) => i.id === 'R-CHAIN-8'));
    expect(list && list.kind === 'list' && list.items.find((i) => i.id === 'R-CHAIN-8')!.children).toHaveLength(2);
  });

  it('says which section a rule sits in', () => {
    expect(sectionOf(groups, 'R-LOS-3')).toBe('s11');
    expect(sectionOf(zhGroups, 'R-DASH-1')).toBe('s14');
    expect(sectionOf(groups, 'R-NOPE-1')).toBeNull();
  });
});

describe('rules page code', () => {
  it('builds no HTML from strings anywhere', () => {
    const dir = join(ROOT, 'client/src/screens/rules');
    for (const f of readdirSync(dir))
      expect(readFileSync(join(dir, f), 'utf8'), f).not.toMatch(/dangerouslySetInnerHTML|innerHTML/);
  });
});
