import { useEffect, useState } from 'react';
import type { GameView } from '../../../../shared/rules';
import { useRoom } from '../../net';
import { loadName } from '../../net/storage';
import { useLanguage, useT } from '../../i18n';
import { LanguageSwitch } from '../../settings/LanguageSwitch';
import { lazyScreen } from '../../ui/lazyScreen';
import { ErrorToasts } from '../../ui/ErrorToasts';
import { navigate } from '../../nav/route';
import { RoomLobby } from './RoomLobby';
import { seatName } from './seatName';
import { SettingsButton } from '../../ui/SettingsPanel';
import { ChatPanel } from './hud/ChatPanel';
import { UndoButton } from './hud/UndoButton';
import { ExtendClockButton } from './hud/ExtendClockButton';
import { MatchMenu } from './MatchMenu';
import { OfferAsk } from './OfferAsk';
import '../../i18n/aroundMatchStrings';

// The battle (three.js and the board) is a chunk of its own, fetched as soon as this screen is: the room's lobby shows
// without it, and joining the room runs while it downloads instead of after it (docs/client.md "Delivery").
const MatchScreen = lazyScreen(() => import('./MatchScreen').then((m) => m.MatchScreen), { eager: true });
// The result screen only once the match is over: fetched then (test/bench/bundle.ts counts it as loaded later).
const ResultScreen = lazyScreen(() => import('./ResultScreen').then((m) => m.ResultScreen), { placeholder: null });

/** "/play/:code": joins (or returns to) the room, then shows its pre-game screen or the battle. */
export function PlayScreen({ code }: { code: string }) {
  const t = useT();
  const language = useLanguage((s) => s.language);
  const status = useRoom((s) => s.status);
  const snapshot = useRoom((s) => s.snapshot);
  const sessionId = useRoom((s) => s.sessionId);
  const views = useRoom((s) => s.views);
  const publicView = useRoom((s) => s.publicView);
  const mySeats = useRoom((s) => s.mySeats);
  const seatsElsewhere = useRoom((s) => s.seatsElsewhere);
  const playHere = useRoom((s) => s.playHere);
  const events = useRoom((s) => s.events);
  const sendCommand = useRoom((s) => s.sendCommand);
  const leave = useRoom((s) => s.leave);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const s = useRoom.getState();
    if (
      s.snapshot?.code === code &&
      (s.status === 'connected' || s.status === 'reconnecting' || s.status === 'connecting')
    )
      return;
    let cancelled = false;
    void s.resume(code, loadName() || t('home.defaultName')).then((ok) => !cancelled && setFailed(!ok));
    return () => {
      cancelled = true;
    };
    // Resumes once per room code: a language switch (a new `t`) must not join the room again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t only names a player who has no name yet
  }, [code]);

  if (failed && !snapshot) {
    return (
      <main className="home center">
        <p>{t('match.notFound', { code })}</p>
        <button type="button" onClick={() => navigate('/')}>
          {t('match.over.home')}
        </button>
        <ErrorToasts />
      </main>
    );
  }
  if (!snapshot || !sessionId) {
    return (
      <main className="home center">
        <p className="screen-loading">{t('match.loading')}</p>
        <ErrorToasts />
      </main>
    );
  }
  if (snapshot.phase === 'lobby') {
    return (
      <>
        <RoomLobby snapshot={snapshot} sessionId={sessionId} />
        <ErrorToasts />
      </>
    );
  }
  // The view to draw: the acting seat's (it may see more), else my first seat's, else the public one.
  const acting = snapshot.prompt.seats.find((s) => mySeats.includes(s));
  const view: GameView | null =
    (acting !== undefined ? views[acting] : undefined) ??
    (mySeats.length ? views[mySeats[0]] : undefined) ??
    publicView;
  if (!view || !view.map) {
    return (
      <main className="home center">
        <p className="screen-loading">{t('match.loading')}</p>
      </main>
    );
  }
  const seatNames = snapshot.seats.map((s) => seatName(s, language));
  const over = snapshot.phase === 'finished' || view.stage === 'over';
  const toolbar = (
    <>
      <code className="join-code" title={t('room.code')}>
        {snapshot.code}
      </code>
      {mySeats.length === 0 ? <span className="tag">{t('match.spectating')}</span> : null}
      <UndoButton seat={!over && acting !== undefined && snapshot.prompt.kind === 'turn' ? acting : null} />
      <ExtendClockButton seat={!over && acting !== undefined ? acting : null} />
      {!over ? <MatchMenu snapshot={snapshot} view={view} mySeats={mySeats} /> : null}
      <LanguageSwitch />
      <SettingsButton />
      <button type="button" className="ghost" onClick={() => void leave().then(() => navigate('/'))}>
        {t('room.leave')}
      </button>
    </>
  );
  const overlay = (
    <>
      {status === 'reconnecting' ? (
        <div className="reconnecting" role="status">
          {t('match.reconnecting')}
        </div>
      ) : null}
      {seatsElsewhere.length > 0 && !over ? (
        <div className="seats-elsewhere" role="status" data-testid="seats-elsewhere">
          <span>{t('match.seatsElsewhere')}</span>
          <button type="button" className="primary" onClick={() => void playHere()}>
            {t('match.playHere')}
          </button>
        </div>
      ) : null}
      {!over ? <OfferAsk snapshot={snapshot} mySeats={mySeats} seatNames={seatNames} /> : null}
      {over ? (
        <ResultScreen snapshot={snapshot} view={view} events={events} seated={mySeats.length > 0} mySeats={mySeats} />
      ) : null}
    </>
  );
  return (
    <>
      <MatchScreen
        state={view}
        mySeats={mySeats}
        prompt={snapshot.prompt.id ? snapshot.prompt : null}
        events={events}
        seatNames={seatNames}
        version={snapshot.version}
        onCommand={over ? null : sendCommand}
        toolbar={toolbar}
        overlay={overlay}
        side={<ChatPanel state={view} mySeats={mySeats} />}
      />
      <ErrorToasts />
    </>
  );
}
