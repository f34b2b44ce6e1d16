/**
 * The map lab's and the balance study's strings, added to the UI tables when the lab's chunk loads (imported for that
 * effect by LabScreen.tsx and StudyPanel.tsx): 400 keys the home page and a match never show stay out of their downloads.
 */
import { addScreenStrings } from '../../i18n';
import { labEn, labZh } from '../../i18n/lab';
import { studyEn, studyZh } from '../../i18n/study';
// The lab's key words (`{key:…}` in its strings) come with its strings, from its key table.
import './labKeys';

addScreenStrings({ en: { ...labEn, ...studyEn }, zh: { ...labZh, ...studyZh } });
