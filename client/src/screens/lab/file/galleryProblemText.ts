import type { UiKey } from '../../../i18n';
import type { GalleryProblem } from '../gallery';

/** Why a gallery change was not made, in the reader's language. */
export function galleryProblemText(
  problem: GalleryProblem,
  t: (key: UiKey, params?: Record<string, string | number>) => string,
): string {
  if (problem.kind === 'name-too-long') return t('lab.file.tooLong', { length: problem.length, max: problem.max });
  if (problem.kind === 'unknown-map') return t('lab.gallery.unknown');
  return t('lab.gallery.storage', { detail: problem.detail });
}
