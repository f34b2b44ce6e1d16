/**
 * The coach's strings, added to the UI tables when its chunk loads (imported for that effect by every file of the
 * coach that words something): the home page and a match in progress never show them, so they stay out of their
 * downloads (docs/client.md "Delivery").
 */
import { addScreenStrings } from '../../../i18n';
import { coachEn, coachZh } from '../../../i18n/coach';

addScreenStrings({ en: coachEn, zh: coachZh });
