/**
 * The tutorial's and the first game's tips' strings (learn.ts), added to the UI tables when a module of the tutorial's
 * screens loads (imported for that effect by each that words them).
 */
import { addScreenStrings } from './tables';
import { learnEn, learnZh } from './learn';

addScreenStrings({ en: learnEn, zh: learnZh });
