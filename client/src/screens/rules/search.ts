/**
 * The rules page's document model and search: the blocks grouped under their headings, and a filter that keeps the
 * rules (bullets, table rows, decisions, paragraphs) whose text or id holds every word of the query.
 */
import { plainText, type Block, type ListItem } from './markdown';

/** A heading with the blocks under it, up to the next heading of level 2 or 3. */
export type Group = { heading: Extract<Block, { kind: 'heading' }> | null; blocks: Block[]; section: string | null };

/** Groups blocks under their level-2 and level-3 headings (the title and intro form the first group). */
export function groupBlocks(blocks: Block[]): Group[] {
  const groups: Group[] = [{ heading: null, blocks: [], section: null }];
  let section: string | null = null;
  for (const b of blocks) {
    if (b.kind === 'heading' && (b.level === 2 || b.level === 3)) {
      if (b.level === 2) section = b.anchor;
      groups.push({ heading: b, blocks: [], section });
    } else groups[groups.length - 1].blocks.push(b);
  }
  return groups;
}

/** The words of a query, lower-cased ("  Push  WALL " → ["push", "wall"]). */
export function queryTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether a text (with its id, if any) holds every term. */
export function matches(text: string, terms: string[], id: string | null = null): boolean {
  if (terms.length === 0) return true;
  const hay = `${id ?? ''} ${text}`.toLowerCase();
  return terms.every((t) => hay.includes(t));
}

function itemText(item: ListItem): string {
  return [plainText(item.text), ...item.children.map(itemText)].join(' ');
}

/**
 * A block narrowed to what matches: a list keeps its matching items (an item matches with its sub-bullets), a table its
 * header and matching rows, a quote or paragraph itself; null when nothing matches. Headings and lines never match.
 */
export function filterBlock(block: Block, terms: string[], alsoIds: ReadonlySet<string> | null = null): Block | null {
  if (terms.length === 0) return block;
  const also = (id: string | null) => id !== null && alsoIds !== null && alsoIds.has(id);
  switch (block.kind) {
    case 'list': {
      const items = block.items.filter((it) => also(it.id) || matches(itemText(it), terms, it.id));
      return items.length ? { ...block, items } : null;
    }
    case 'table': {
      const rows = block.rows.filter((r) => also(r.id) || matches(r.cells.map(plainText).join(' '), terms, r.id));
      return rows.length ? { ...block, rows } : null;
    }
    case 'quote':
      return also(block.id) || matches(plainText(block.text), terms, block.id) ? block : null;
    case 'paragraph':
      return matches(plainText(block.text), terms) ? block : null;
    default:
      return null;
  }
}

/** The groups narrowed by a query (and the rules `alsoIds` names: found in the other language); empty groups are dropped. */
export function filterGroups(groups: Group[], terms: string[], alsoIds: ReadonlySet<string> | null = null): Group[] {
  if (terms.length === 0) return groups;
  return groups
    .map((g) => ({
      ...g,
      blocks: g.blocks.map((b) => filterBlock(b, terms, alsoIds)).filter((b): b is Block => b !== null),
    }))
    .filter((g) => g.blocks.length > 0);
}

/** The rule ids left in some groups (what the page counts as "rules found"). */
export function ruleIdsIn(groups: Group[]): string[] {
  const out: string[] = [];
  const items = (list: ListItem[]) => list.forEach((it) => (it.id && out.push(it.id), items(it.children)));
  for (const g of groups)
    for (const b of g.blocks) {
      if (b.kind === 'list') items(b.items);
      else if (b.kind === 'quote' && b.id) out.push(b.id);
      else if (b.kind === 'table') b.rows.forEach((r) => r.id && out.push(r.id));
    }
  return out;
}

/** The section (level-2 heading anchor) a rule id sits in, or null when the text does not define it. */
export function sectionOf(groups: Group[], id: string): string | null {
  for (const g of groups) if (ruleIdsIn([g]).includes(id)) return g.section;
  return null;
}
