import { STATUS_TERMS } from '../../../shared/content/glossary';
import { STATUS_IDS, type StatusId } from '../../../shared/content/schema';

/** The UI's status names (`status.<id>`), read from the glossary so the tracker, the log and the cards say the same. */
export function statusWords(language: 'en' | 'zh'): Record<`status.${StatusId}`, string> {
  return Object.fromEntries(STATUS_IDS.map((id) => [`status.${id}`, STATUS_TERMS[id][language]])) as Record<
    `status.${StatusId}`,
    string
  >;
}
