/**
 * A small Markdown reader for the subset the rules text uses (docs/rules/*.md): headings, paragraphs, bullets (nested
 * by indentation, continued on indented lines), tables, quotes, rules (---), and inline **bold**, *italic*, `code`,
 * [links](url). It builds plain data, never HTML: the page renders it as React elements, so any HTML in the text shows
 * as text. Rule ids (R-LOS-3, O-21) are found in the text and become links to their anchors.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'rule'; id: string };

export type ListItem = {
  /** The rule this item defines (it starts with `**R-…**` or `**O-nn**`), else null. */
  id: string | null;
  text: Inline[];
  children: ListItem[];
};

export type Block =
  | { kind: 'heading'; level: number; text: Inline[]; anchor: string | null }
  | { kind: 'paragraph'; text: Inline[] }
  | { kind: 'list'; items: ListItem[] }
  | { kind: 'table'; header: Inline[][]; rows: { id: string | null; cells: Inline[][] }[] }
  | { kind: 'quote'; id: string | null; text: Inline[] }
  | { kind: 'rule-line' };

/** A rule id: a rule (R-LOS-3) or a decision on an open question (O-21). */
export const RULE_ID = /\b(R-[A-Z]+-\d+|O-\d{2})\b/;
const RULE_ID_G = new RegExp(RULE_ID.source, 'g');
/** The id a block defines: its text starts in bold with the id (`**R-LOS-3**`, `**R-TEAM-2 (S)**`). */
const DEFINES = /^\*\*(R-[A-Z]+-\d+|O-\d{2})\b/;

/** Splits plain text into text and rule-id pieces. */
function withRuleIds(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(RULE_ID_G)) {
    if (m.index! > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    out.push({ kind: 'rule', id: m[1] });
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** Reads inline markup. Unclosed markers stay as text. */
export function parseInline(src: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push(...withRuleIds(text));
    text = '';
  };
  let i = 0;
  while (i < src.length) {
    const rest = src.slice(i);
    if (rest.startsWith('`')) {
      const end = src.indexOf('`', i + 1);
      if (end > i) {
        flush();
        out.push({ kind: 'code', text: src.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    } else if (rest.startsWith('**')) {
      const end = src.indexOf('**', i + 2);
      if (end > i + 2) {
        flush();
        out.push({ kind: 'strong', children: parseInline(src.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    } else if (rest.startsWith('*') && rest.length > 1 && rest[1] !== ' ') {
      let end = src.indexOf('*', i + 1);
      while (end > 0 && src[end + 1] === '*') end = src.indexOf('*', end + 2);
      if (end > i + 1) {
        flush();
        out.push({ kind: 'em', children: parseInline(src.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    } else if (rest.startsWith('[')) {
      const m = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
      if (m) {
        flush();
        out.push({ kind: 'link', href: m[2], children: parseInline(m[1]) });
        i += m[0].length;
        continue;
      }
    }
    text += src[i];
    i++;
  }
  flush();
  return out;
}

/** The plain text of inline content (what search reads). */
export function plainText(inlines: Inline[]): string {
  return inlines
    .map((n) => (n.kind === 'text' || n.kind === 'code' ? n.text : n.kind === 'rule' ? n.id : plainText(n.children)))
    .join('');
}

/** The anchor of a numbered heading: "## 14. …" → "s14", "### 14.1 …" → "s14-1". */
export function headingAnchor(text: string): string | null {
  const m = /^(\d+)(?:\.(\d+))?\.?\s/.exec(text);
  if (!m) return null;
  return m[2] ? `s${m[1]}-${m[2]}` : `s${m[1]}`;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

/** Joins two wrapped lines: a space between words, none between two Chinese characters (or CJK punctuation). */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
export function joinLines(a: string, b: string): string {
  if (!a) return b;
  if (!b) return a;
  return CJK.test(a[a.length - 1]) && CJK.test(b[0]) ? a + b : `${a} ${b}`;
}

const isBlockStart = (line: string) => /^(#{1,6}\s|>|\||\s*-\s|---\s*$)/.test(line);

/** Reads a Markdown document of the supported subset into blocks. */
export function parseMarkdown(src: string): Block[] {
  const lines = src.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    if (/^---\s*$/.test(line)) {
      blocks.push({ kind: 'rule-line' });
      i++;
      continue;
    }
    const h = /^(#{1,6})\s+(.*)$/.exec(line);
    if (h) {
      blocks.push({
        kind: 'heading',
        level: h[1].length,
        text: parseInline(h[2]),
        anchor: h[1].length >= 2 ? headingAnchor(h[2]) : null,
      });
      i++;
      continue;
    }
    if (line.startsWith('|')) {
      const rows: string[][] = [];
      while (i < lines.length && lines[i].startsWith('|')) rows.push(cells(lines[i++]));
      const body = rows.length > 1 && rows[1].every((c) => /^:?-+:?$/.test(c)) ? rows.slice(2) : rows.slice(1);
      blocks.push({
        kind: 'table',
        header: rows[0].map(parseInline),
        rows: body.map((r) => ({ id: /^(R-[A-Z]+-\d+)$/.exec(r[0])?.[1] ?? null, cells: r.map(parseInline) })),
      });
      continue;
    }
    if (line.startsWith('>')) {
      const parts: string[] = [];
      while (i < lines.length && lines[i].startsWith('>')) parts.push(lines[i++].replace(/^>\s?/, ''));
      const text = parts.map((p) => p.trim()).reduce(joinLines, '');
      blocks.push({ kind: 'quote', id: DEFINES.exec(text)?.[1] ?? null, text: parseInline(text) });
      continue;
    }
    if (/^\s*-\s/.test(line)) {
      const top: ListItem[] = [];
      const raw: { indent: number; text: string }[] = [];
      while (i < lines.length && lines[i].trim() && (/^\s*-\s/.test(lines[i]) || /^\s+\S/.test(lines[i]))) {
        const l = lines[i++];
        const m = /^(\s*)-\s+(.*)$/.exec(l);
        if (m) raw.push({ indent: m[1].length, text: m[2] });
        else if (raw.length) raw[raw.length - 1].text = joinLines(raw[raw.length - 1].text, l.trim());
      }
      const stack: { indent: number; item: ListItem }[] = [];
      for (const r of raw) {
        const item: ListItem = { id: DEFINES.exec(r.text)?.[1] ?? null, text: parseInline(r.text), children: [] };
        while (stack.length && stack[stack.length - 1].indent >= r.indent) stack.pop();
        if (stack.length) stack[stack.length - 1].item.children.push(item);
        else top.push(item);
        stack.push({ indent: r.indent, item });
      }
      blocks.push({ kind: 'list', items: top });
      continue;
    }
    const parts: string[] = [];
    while (i < lines.length && lines[i].trim() && !(parts.length && isBlockStart(lines[i])))
      parts.push(lines[i++].trim());
    blocks.push({ kind: 'paragraph', text: parseInline(parts.reduce(joinLines, '')) });
  }
  return blocks;
}

/** Every rule id a document defines, in order (bullets, quotes and table rows that start with their id). */
export function definedRuleIds(blocks: Block[]): string[] {
  const out: string[] = [];
  const items = (list: ListItem[]) => {
    for (const it of list) {
      if (it.id) out.push(it.id);
      items(it.children);
    }
  };
  for (const b of blocks) {
    if (b.kind === 'list') items(b.items);
    else if (b.kind === 'quote' && b.id) out.push(b.id);
    else if (b.kind === 'table') for (const r of b.rows) if (r.id) out.push(r.id);
  }
  return out;
}
