/**
 * The content registry the engine reads (docs/content.md "The content model"): characters, summoned units, cards and events as plain data,
 * validated once at load (a content error is a programmer error and throws, STYLE rule 3), plus the modules that
 * implement what data cannot say. Numbers and reasoning: docs/content.md.
 */
import { BEGINNER_CHARACTERS } from './beginnerLineup';
import { CHARACTERS } from './characters';
import { EQUIPMENT } from './equipment';
import { EVENTS } from './events';
import { ITEMS } from './items';
import type { ContentSet } from './schema';
import { UNITS } from './units';
import { validateContent } from './validate';

export { BEGINNER_CHARACTERS } from './beginnerLineup';
export { CONTENT_STRINGS, LANGUAGES, contentText, type Language } from './i18n';

/** The content as written, before validation (tests validate it too, and scenarios may extend it). */
export const RAW_CONTENT: ContentSet = {
  characters: CHARACTERS,
  units: UNITS,
  cards: { ...ITEMS, ...EQUIPMENT },
  events: EVENTS,
};

function loadContent(raw: ContentSet): ContentSet {
  const result = validateContent(raw);
  if (!result.ok) {
    const lines = result.errors.map((e) => `${e.path}: ${e.message}`).join('\n');
    throw new Error(`shared/content failed validation:\n${lines}`);
  }
  for (const id of BEGINNER_CHARACTERS)
    if (!result.content.characters[id]) throw new Error(`beginner character ${id} is missing`);
  return result.content;
}

/** The validated content set (R-COMP-1..3). */
export const CONTENT: ContentSet = loadContent(RAW_CONTENT);
