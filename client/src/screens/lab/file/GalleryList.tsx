/** This browser's saved maps (gallery.ts): open, rename, delete (asked once more before it goes). */
import '../labStrings';
import { useState, type FormEvent } from 'react';
import { MAP_NAME_MAX } from '../../../../../shared/map';
import { useT } from '../../../i18n';
import { useMapDoc } from '../mapDocStore';
import { galleryProblemText } from './galleryProblemText';

export function GalleryList() {
  const t = useT();
  const gallery = useMapDoc((s) => s.gallery);
  const unreadable = useMapDoc((s) => s.unreadable);
  const current = useMapDoc((s) => s.galleryId);
  const doc = useMapDoc.getState();
  const [renaming, setRenaming] = useState<{ id: string; text: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onRename = (e: FormEvent) => {
    e.preventDefault();
    if (!renaming) return;
    const p = doc.renameSaved(renaming.id, renaming.text);
    setProblem(p ? galleryProblemText(p, t) : null);
    if (!p) setRenaming(null);
  };
  const onDelete = (id: string) => {
    const p = doc.deleteSaved(id);
    setProblem(p ? galleryProblemText(p, t) : null);
    setDeleting(null);
  };

  return (
    <div className="gallery" data-testid="gallery">
      <h3>{t('lab.gallery')}</h3>
      {gallery.length === 0 && <p className="dim small">{t('lab.gallery.none')}</p>}
      {unreadable > 0 && (
        <p className="dim small" data-testid="gallery-unreadable">
          {t('lab.gallery.unreadable', { n: unreadable })}
        </p>
      )}
      <ul className="gallery-list">
        {gallery.map((m) => {
          const shown = m.name || t('lab.unnamed');
          return (
            <li
              key={m.id}
              data-testid="gallery-item"
              data-id={m.id}
              aria-current={m.id === current ? 'true' : undefined}
            >
              {renaming?.id === m.id ? (
                <form className="row" onSubmit={onRename}>
                  <input
                    data-testid="gallery-rename-input"
                    value={renaming.text}
                    onChange={(e) => setRenaming({ id: m.id, text: e.target.value })}
                    size={18}
                    aria-label={t('lab.file.name')}
                    aria-invalid={renaming.text.trim().length > MAP_NAME_MAX}
                  />
                  <button type="submit" data-testid="gallery-rename-save">
                    {t('lab.gallery.renameSave')}
                  </button>
                  <button type="button" onClick={() => setRenaming(null)}>
                    {t('lab.gallery.cancel')}
                  </button>
                </form>
              ) : (
                <span className="gallery-name" data-testid="gallery-name">
                  {shown}
                </span>
              )}
              <span className="dim small">
                {' '}
                {m.layoutCode.slice(0, 10)}… ·{' '}
                {t('lab.gallery.savedAt', { date: m.savedAt.slice(0, 16).replace('T', ' ') })}
              </span>
              <span className="row">
                <button type="button" data-testid="gallery-open" onClick={() => doc.openSaved(m.id)}>
                  {t('lab.gallery.open')}
                </button>
                <button
                  type="button"
                  data-testid="gallery-rename"
                  onClick={() => setRenaming({ id: m.id, text: m.name })}
                >
                  {t('lab.gallery.rename')}
                </button>
                {deleting === m.id ? (
                  <>
                    <button type="button" data-testid="gallery-delete-confirm" onClick={() => onDelete(m.id)}>
                      {t('lab.gallery.deleteConfirm', { name: shown })}
                    </button>
                    <button type="button" onClick={() => setDeleting(null)}>
                      {t('lab.gallery.cancel')}
                    </button>
                  </>
                ) : (
                  <button type="button" data-testid="gallery-delete" onClick={() => setDeleting(m.id)}>
                    {t('lab.gallery.delete')}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {problem && (
        <p className="message" role="alert" data-testid="gallery-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
