import { useMemo, useState } from 'react';
import type { GameEvent, GameState } from '../../../../shared/rules';
import { useT } from '../../i18n';
import { LanguageSwitch } from '../../settings/LanguageSwitch';
import { MatchScreen } from '../match/MatchScreen';
import { buildPreview, playStep } from './tablePreviews';

/**
 * "/table/NAME": a preview position on the match screen, read-only (no room): every figure of the game on the table,
 * and a button that plays the next scripted command (animated like a live match). For looking at the miniatures and
 * for the table's e2e test (docs/client.md "The table").
 */
export function TablePreviewScreen({ name }: { name: string }) {
  const t = useT();
  const preview = useMemo(() => buildPreview(name), [name]);
  const [shown, setShown] = useState<{
    state: GameState;
    events: GameEvent[];
    step: number;
    version: number;
    error: string | null;
  } | null>(null);
  if (!preview)
    return (
      <main className="home center">
        <p>{t('table.preview.unknown', { name })}</p>
      </main>
    );
  const now = shown ?? { state: preview.state, events: preview.events, step: 0, version: 1, error: null };
  const next = preview.steps[now.step];
  const play = () => {
    if (!next) return;
    const r = playStep(now.state, next);
    if ('error' in r) setShown({ ...now, step: now.step + 1, error: r.error });
    else
      setShown({
        state: r.state,
        events: [...now.events, ...r.events],
        step: now.step + 1,
        version: now.version + 1,
        error: null,
      });
  };
  const toolbar = (
    <>
      <span className="dim">{t('table.preview.title', { name })}</span>
      <LanguageSwitch />
    </>
  );
  const controls = (
    <div className="action-panel replay-controls" data-testid="preview-controls">
      <button type="button" data-testid="preview-step" disabled={!next} onClick={play}>
        {next ? `${t('table.preview.step')} (${next.label})` : t('table.preview.done')}
      </button>
      {now.error ? (
        <span className="dim" role="alert">
          {now.error}
        </span>
      ) : null}
    </div>
  );
  return (
    <MatchScreen
      state={now.state}
      mySeats={[]}
      prompt={null}
      events={now.events}
      seatNames={[]}
      version={now.version}
      onCommand={null}
      toolbar={toolbar}
      bottom={controls}
    />
  );
}
