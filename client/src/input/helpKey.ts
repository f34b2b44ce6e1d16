/**
 * The key that opens every screen's key help, as data: input/keyMap.ts lists it, ui/KeyHelp.tsx answers it, and the
 * settings dialog names it (`{key:help}`) without loading the key tables into the home page.
 */
import { addKeyWords } from '../i18n';

export const HELP_KEY = '?';

addKeyWords({ help: HELP_KEY });
