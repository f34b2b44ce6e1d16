/** The key help's strings (keyHelp.ts), added to the UI tables when the key help's module loads (imported for that effect). */
import { addScreenStrings } from './tables';
import { keyHelpEn, keyHelpZh } from './keyHelp';

addScreenStrings({ en: keyHelpEn, zh: keyHelpZh });
