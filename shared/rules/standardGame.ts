/**
 * The standard game: the validated content (shared/content) with its mechanism plugins (shared/mechanisms), and the
 * engine built from them — the one shared/rules/index.ts exports to the server, the client, the bot and the tests.
 */
import { CONTENT } from '../content';
import { MECHANISMS } from '../mechanisms';
import { createEngine } from './engine';
import type { GameDefinition } from './gameRules';

/** The game as published: every character, card and event, and the plugins their hook effects name. */
export const STANDARD_GAME: GameDefinition = { content: CONTENT, mechanisms: MECHANISMS };

/** The engine of the standard game. */
export const standardEngine = createEngine(STANDARD_GAME);
