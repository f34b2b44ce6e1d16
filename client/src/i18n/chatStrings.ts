/** The team chat's strings (chat.ts), added to the UI tables when the chat panel's module loads (imported for that effect). */
import { addScreenStrings } from './tables';
import { chatEn, chatZh } from './chat';

addScreenStrings({ en: chatEn, zh: chatZh });
