import '../labStrings';
import { useState, type FormEvent } from 'react';
import { describeLayoutCodeProblem, startLayout } from '../../../../../shared/map';
import type { MapChoice } from '../../../board/mapSource';
import { useLanguage, useT } from '../../../i18n';
import { LanguageSwitch } from '../../../settings/LanguageSwitch';
import { useEditor } from '../editorStore';
import { problemsOf } from '../problemsOf';
import { navigate } from '../../../nav/route';
import { loadName } from '../../../net/storage';
import { useRoom } from '../../../net';
import { useViewer } from '../labViewer';
import { randomSeed } from './randomSeed';
import { readWholeNumber, wholeNumberMessage } from '../wholeNumber';
import { choiceToSearch } from '../urlState';

/** The title of the shown map. */
function MapTitle({ choice }: { choice: MapChoice }) {
  const t = useT();
  if (choice.kind === 'beginner') return <>{t('lab.map.beginner')}</>;
  if (choice.kind === 'standard') {
    const [before, after] = t('lab.map.standard', { seed: '\u0000' }).split('\u0000');
    return (
      <>
        {before}
        <output data-testid="seed">{choice.seed}</output>
        {after}
      </>
    );
  }
  return <>{t('lab.map.shared')}</>;
}

/** The link of the shown map (what the lab keeps in the address bar), to share: built from the map, never from a stale address. */
function shareLink(choice: MapChoice): string {
  return typeof location === 'undefined' ? '' : `${location.origin}${location.pathname}${choiceToSearch(choice)}`;
}

/**
 * Where a map comes from (empty, beginner, a deal, a seed, a code), its code and link, and "Play this map": a quick-play
 * room on it (the server checks the code with the same rules and says what is wrong).
 */
export function MapPanel() {
  const t = useT();
  const language = useLanguage((s) => s.language);
  const choice = useViewer((s) => s.choice);
  const showBeginner = useViewer((s) => s.showBeginner);
  const dealStandard = useViewer((s) => s.dealStandard);
  const loadCode = useViewer((s) => s.loadCode);
  const resetView = useViewer((s) => s.resetView);
  const cells = useViewer((s) => s.view.cells.length);
  const boards = useViewer((s) => s.view.boards.length);
  const chooser = useViewer((s) => s.campfireChooser);
  const swapCampfires = useViewer((s) => s.swapCampfires);
  const layoutCode = useViewer((s) => s.layoutCode);
  const mapMessage = useViewer((s) => s.mapMessage);
  const layout = useEditor((s) => s.history.present.layout);
  const start = useEditor((s) => s.start);
  const room = useRoom();
  const [seedText, setSeedText] = useState('');
  const [codeText, setCodeText] = useState('');
  const [copied, setCopied] = useState<'link' | 'code' | null>(null);
  const [seedProblem, setSeedProblem] = useState<string | null>(null);
  const [playing, setPlaying] = useState<'idle' | 'busy' | 'failed'>('idle');
  const broken = problemsOf(layout).length > 0;
  const playable = layout.campfires !== null && !broken;
  const notPlayable = broken ? t('lab.play.needsFix') : t('lab.play.needsCamps');
  const link = shareLink(choice);
  // Re-render on every code change so the link shown is the address now.
  void layoutCode;
  const onSeed = (e: FormEvent) => {
    e.preventDefault();
    const read = readWholeNumber(seedText, 0, 0xffffffff);
    if (!read.ok) return setSeedProblem(wholeNumberMessage(read, 0, 0xffffffff, t));
    setSeedProblem(null);
    dealStandard(read.value);
  };
  const onCode = (e: FormEvent) => {
    e.preventDefault();
    if (codeText.trim()) loadCode(codeText);
  };
  const onCopy = (what: 'link' | 'code') => {
    navigator.clipboard?.writeText(what === 'link' ? shareLink(choice) : layoutCode).then(
      () => setCopied(what),
      () => setCopied(null),
    );
  };
  const onPlay = async () => {
    setPlaying('busy');
    const id = await room.quickPlay(loadName() || 'Player', { layout: layoutCode });
    if (id) navigate(`/play/${id}`);
    else setPlaying('failed');
  };
  const lastError = room.errors.at(-1)?.message ?? '';
  return (
    <section className="panel map-panel" aria-label="Map">
      <div className="lab-title-row">
        <h1>
          {t('lab.title')} <span className="subtitle">{t('lab.subtitle')}</span>
        </h1>
        <LanguageSwitch testId="lab-lang" className="" />
      </div>
      <p className="map-name" data-testid="map-name">
        <MapTitle choice={choice} />
        <span className="dim">
          {' '}
          · {boards === 1 ? t('lab.map.sizeOne', { cells }) : t('lab.map.size', { boards, cells })}
        </span>
      </p>
      <div className="row">
        <span className="dim">{t('lab.start')}</span>
        <button type="button" data-testid="start-empty" onClick={() => start(startLayout())}>
          {t('lab.start.empty')}
        </button>
        <button type="button" onClick={showBeginner} aria-pressed={choice.kind === 'beginner'}>
          {t('lab.map.beginner')}
        </button>
        <button type="button" data-testid="deal" onClick={() => dealStandard(randomSeed())}>
          {t('lab.start.deal')}
        </button>
        <button type="button" onClick={resetView} title={t('lab.frame')} aria-label={t('lab.frame')}>
          ⟲
        </button>
      </div>
      <form className="row" onSubmit={onSeed}>
        <label>
          {t('lab.seed')}{' '}
          <input
            value={seedText}
            onChange={(e) => setSeedText(e.target.value)}
            inputMode="numeric"
            size={10}
            placeholder={t('lab.seed.placeholder')}
            title={t('lab.seed.hint')}
            data-testid="seed-input"
            aria-invalid={seedProblem !== null}
            aria-describedby="seed-hint"
          />
        </label>
        <button type="submit" data-testid="seed-deal">
          {t('lab.seed.deal')}
        </button>
        <span
          id="seed-hint"
          className={seedProblem ? 'message' : 'dim small'}
          role={seedProblem ? 'alert' : undefined}
          data-testid="seed-hint"
        >
          {seedProblem ?? t('lab.seed.hint')}
        </span>
      </form>
      {choice.kind === 'standard' && chooser && (
        <div className="row">
          <span className="dim">{t('lab.campfires.pick', { team: t(`lab.team.${chooser}`) })}</span>
          <button type="button" onClick={swapCampfires} data-testid="swap-campfires">
            {t('lab.campfires.swap')}
          </button>
        </div>
      )}
      <div className="row code-row">
        <span className="dim">{t('lab.code')}</span>
        <code data-testid="layout-code" title={t('lab.code.title')}>
          {layoutCode}
        </code>
        <button type="button" data-testid="copy-code" onClick={() => onCopy('code')} onBlur={() => setCopied(null)}>
          {copied === 'code' ? t('lab.copied') : t('lab.copyCode')}
        </button>
      </div>
      <div className="row">
        <input
          readOnly
          value={link}
          data-testid="lab-link"
          aria-label={t('lab.copyLink')}
          onFocus={(e) => e.target.select()}
          className="link-field"
        />
        <button type="button" data-testid="copy-link" onClick={() => onCopy('link')} onBlur={() => setCopied(null)}>
          {copied === 'link' ? t('lab.copied') : t('lab.copyLink')}
        </button>
      </div>
      <form className="row" onSubmit={onCode}>
        <label>
          {t('lab.code.load')}{' '}
          <input
            value={codeText}
            onChange={(e) => setCodeText(e.target.value)}
            size={16}
            placeholder={t('lab.code.placeholder')}
            aria-label="Layout code"
            data-testid="code-input"
          />
        </label>
        <button type="submit">{t('lab.code.show')}</button>
      </form>
      {mapMessage && (
        <p className="message" role="alert" data-testid="map-message">
          {mapMessage.kind === 'bad-code'
            ? t(mapMessage.fromLink ? 'lab.code.badLink' : 'lab.code.bad', {
                why: describeLayoutCodeProblem(mapMessage.problem, language),
              })
            : t('lab.map.notDrawn', { detail: mapMessage.detail })}
        </p>
      )}
      <div className="row">
        <button
          type="button"
          className="primary"
          data-testid="play-map"
          disabled={!playable || playing === 'busy'}
          title={playable ? t('lab.play.hint') : notPlayable}
          onClick={() => void onPlay()}
        >
          {playing === 'busy' ? t('lab.play.playing') : t('lab.play')}
        </button>
        <a
          href={`/?map=${encodeURIComponent(layoutCode)}`}
          data-testid="create-room-link"
          onClick={(e) => {
            e.preventDefault();
            navigate(`/?map=${encodeURIComponent(layoutCode)}`);
          }}
        >
          {t('lab.createRoom')}
        </a>
      </div>
      {!playable && (
        <p className="dim" data-testid="play-needs">
          {notPlayable}
        </p>
      )}
      {playing === 'failed' && (
        <p className="message" role="alert" data-testid="play-error">
          {t('lab.play.failed', { why: lastError })}
        </p>
      )}
    </section>
  );
}
