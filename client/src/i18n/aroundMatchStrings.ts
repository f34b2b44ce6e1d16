/**
 * The strings of the match around the game (concede, draw offers, the rematch vote, the match history: aroundMatch.ts),
 * added to the UI tables when a screen that words them loads (imported for that effect by each of them): they stay out
 * of the page's entry, so the home page does not download them (docs/client.md "Delivery").
 */
import { addScreenStrings } from './tables';
import { aroundMatchEn, aroundMatchZh } from './aroundMatch';

addScreenStrings({ en: aroundMatchEn, zh: aroundMatchZh });
