/**
 * The map as a file and a picture (issue 31): name and notes, save / open a map file (`ifera-map/1`, shared/map
 * mapFile.ts: a bad file is refused with every problem and where, and nothing changes), the last study kept with the
 * map, and a PNG of the map with or without overlays, named after the map's name and code.
 */
import '../labStrings';
import { useRef, useState, type ChangeEvent } from 'react';
import { MAP_NAME_MAX, mapFileName, mapPictureName, type MapFileProblem } from '../../../../../shared/map';
import { useLanguage, useT } from '../../../i18n';
import { useViewer } from '../labViewer';
import { download } from '../download';
import { useMapDoc } from '../mapDocStore';
import { mapPicture } from '../mapPicture';
import { GalleryList } from './GalleryList';
import { galleryProblemText } from './galleryProblemText';

type Notice =
  | { kind: 'ok'; text: string }
  | { kind: 'problems'; file: string; problems: MapFileProblem[] }
  | { kind: 'error'; text: string };

export function MapFilePanel() {
  const t = useT();
  const language = useLanguage((s) => s.language);
  const layoutCode = useViewer((s) => s.layoutCode);
  const name = useMapDoc((s) => s.name);
  const notes = useMapDoc((s) => s.notes);
  const study = useMapDoc((s) => s.study);
  const doc = useMapDoc.getState();
  const [overlays, setOverlays] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const tooLong = name.trim().length > MAP_NAME_MAX;
  const title = name.trim() || t('lab.unnamed');

  const onSave = () => {
    const file = mapFileName(name, layoutCode);
    download(file, doc.fileText(), 'application/json');
    setNotice({ kind: 'ok', text: t('lab.file.saved', { file }) });
  };
  const onOpen = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problems = doc.openFile(await file.text());
    setNotice(
      problems.length
        ? { kind: 'problems', file: file.name, problems }
        : { kind: 'ok', text: t('lab.file.opened', { name: useMapDoc.getState().name || file.name }) },
    );
  };
  const onPicture = async () => {
    const file = mapPictureName(name, layoutCode);
    const made = mapPicture({ overlays, caption: `${title} · ${layoutCode}` });
    if (!made) return setNotice({ kind: 'error', text: t('lab.file.pngNotReady') });
    try {
      download(file, await made);
      setNotice({ kind: 'ok', text: t('lab.file.saved', { file }) });
    } catch (err) {
      setNotice({
        kind: 'error',
        text: t('lab.file.pngFailed', { why: err instanceof Error ? err.message : String(err) }),
      });
    }
  };
  const onKeep = () => {
    const problem = doc.saveToGallery();
    setNotice(
      problem
        ? { kind: 'error', text: galleryProblemText(problem, t) }
        : { kind: 'ok', text: t('lab.gallery.kept', { name: title }) },
    );
  };

  return (
    <details className="panel map-file-panel" open data-testid="map-file-panel">
      <summary>
        <strong>{t('lab.file')}</strong>
      </summary>
      <label className="row">
        {t('lab.file.name')}{' '}
        <input
          data-testid="map-file-name"
          value={name}
          onChange={(e) => doc.setName(e.target.value)}
          size={24}
          aria-invalid={tooLong}
          aria-describedby="map-file-name-hint"
        />
      </label>
      <p id="map-file-name-hint" className={tooLong ? 'message' : 'dim small'} role={tooLong ? 'alert' : undefined}>
        {tooLong
          ? t('lab.file.tooLong', { length: name.trim().length, max: MAP_NAME_MAX })
          : t('lab.file.name.hint', { max: MAP_NAME_MAX })}
      </p>
      <label className="map-file-notes">
        {t('lab.file.notes')}
        <textarea
          data-testid="map-file-notes"
          value={notes}
          onChange={(e) => doc.setNotes(e.target.value)}
          rows={2}
          maxLength={4000}
        />
      </label>
      {study && (
        <p className="dim small" data-testid="map-file-study" data-stale={study.layoutCode !== layoutCode}>
          {t('lab.file.lastStudy', {
            games: study.games,
            seed: study.seed,
            verdict: language === 'zh' ? study.verdict.zh : study.verdict.en,
          })}
          {study.layoutCode !== layoutCode && <> {t('lab.file.studyStale')}</>}
        </p>
      )}
      <div className="row">
        <button type="button" data-testid="map-file-save" disabled={tooLong} onClick={onSave}>
          {t('lab.file.save')}
        </button>
        <button type="button" data-testid="map-file-open" onClick={() => fileInput.current?.click()}>
          {t('lab.file.open')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          data-testid="map-file-input"
          onChange={(e) => void onOpen(e)}
        />
        <button type="button" data-testid="gallery-keep" disabled={tooLong} onClick={onKeep}>
          {t('lab.gallery.keep')}
        </button>
      </div>
      <div className="row">
        <button type="button" data-testid="map-png" onClick={() => void onPicture()}>
          {t('lab.file.png')}
        </button>
        <label>
          <input
            type="checkbox"
            data-testid="map-png-overlays"
            checked={overlays}
            onChange={(e) => setOverlays(e.target.checked)}
          />{' '}
          {t('lab.file.pngOverlays')}
        </label>
      </div>
      {notice?.kind === 'ok' && (
        <p className="dim small" role="status" data-testid="map-file-notice">
          {notice.text}
        </p>
      )}
      {notice?.kind === 'error' && (
        <p className="message" role="alert" data-testid="map-file-notice">
          {notice.text}
        </p>
      )}
      {notice?.kind === 'problems' && (
        <div className="message" role="alert" data-testid="map-file-problems">
          <p>{t('lab.file.bad', { file: notice.file })}</p>
          <ul>
            {notice.problems.map((p, i) => (
              <li key={i} data-where={p.where}>
                {language === 'zh' ? p.zh : p.en}
              </li>
            ))}
          </ul>
          <p className="dim small">{t('lab.file.unchanged')}</p>
        </div>
      )}
      <GalleryList />
    </details>
  );
}
