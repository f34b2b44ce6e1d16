import { useEffect, useRef, useState, type FormEvent } from 'react';
import { clearPlayingMatch, loadName, loadPlayingMatch } from '../../net/storage';
import { useRoom } from '../../net';
import { useLanguage, useT } from '../../i18n';
import { ErrorToasts } from '../../ui/ErrorToasts';
import { navigate } from '../../nav/route';
import { useLobbyRooms } from './useLobbyRooms';
import { lazyScreen } from '../../ui/lazyScreen';
import { LanguageSwitch } from '../../settings/LanguageSwitch';
import { SettingsButton } from '../../ui/SettingsPanel';
import { BOT_LEVELS, type BotLevel } from '../../../../shared/ai/levelNames';

// This browser's finished matches load just after the page: the home page's first download stays in its budget.
const MatchHistory = lazyScreen(() => import('./MatchHistory').then((m) => m.MatchHistory), {
  eager: true,
  placeholder: null,
});

/** The home screen: quick play, create a room, join by code, the list of open rooms. */
export function Home() {
  const t = useT();
  const [name, setName] = useState(() => loadName() || '');
  const [roomName, setRoomName] = useState('');
  const [variant, setVariant] = useState<'beginner' | 'standard'>('beginner');
  const [botLevel, setBotLevel] = useState<BotLevel>('normal');
  const [isPrivate, setPrivate] = useState(false);
  const [code, setCode] = useState('');
  // A map lab layout code ("Play this map"): prefilled from /?map=CODE, used by quick play and room creation.
  const [mapCode, setMapCode] = useState(() =>
    typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('map') ?? ''),
  );
  const layout = mapCode.trim() || undefined;
  const language = useLanguage((s) => s.language);
  // Why the map code cannot be played, said here before anything is sent (the room refuses it with the same check).
  // The map rules load only when a code is typed: the home page's first load stays within its budget (delivery e2e).
  const [mapProblem, setMapProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!layout) return setMapProblem(null);
    let live = true;
    void import('../../../../shared/map').then(({ describeUnplayable, playableLayout }) => {
      const check = playableLayout(layout);
      if (live) setMapProblem(check.ok ? null : describeUnplayable(check, language));
    });
    return () => {
      live = false;
    };
  }, [layout, language]);
  const mapField = useRef<HTMLInputElement>(null);
  const [quickBlocked, setQuickBlocked] = useState(false);
  const [busy, setBusy] = useState(false);
  // A match in progress this browser plays in (left by a wrong click, a closed tab, a crash): its seats are held.
  const [playingMatch, setPlayingMatch] = useState(loadPlayingMatch);
  const { rooms, error } = useLobbyRooms();
  const room = useRoom();
  const playerName = name.trim() || t('home.defaultName');

  const go = async (open: () => Promise<string | null>) => {
    setBusy(true);
    const id = await open();
    setBusy(false);
    if (id) navigate(`/play/${id}`);
  };
  const onCreate = (e: FormEvent) => {
    e.preventDefault();
    if (mapProblem) return mapField.current?.focus();
    void go(() =>
      room.createRoom({
        roomName: roomName.trim() || t('home.defaultRoom', { name: playerName }),
        name: playerName,
        variant,
        private: isPrivate,
        layout,
      }),
    );
  };
  const onJoin = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) void go(() => room.joinByCode(code, playerName));
  };

  return (
    <main className="home">
      <header className="home-header">
        <div>
          <h1 className="brand">{t('app.title')}</h1>
          <p className="tagline">{t('app.tagline')}</p>
        </div>
        <nav className="home-nav">
          <a
            href="/rules"
            data-testid="home-rules"
            onClick={(e) => {
              e.preventDefault();
              navigate('/rules');
            }}
          >
            {t('home.rules')}
          </a>
          <a
            href="/lab"
            onClick={(e) => {
              e.preventDefault();
              navigate('/lab');
            }}
          >
            {t('home.lab')}
          </a>
          <LanguageSwitch />
          <SettingsButton />
        </nav>
      </header>

      {playingMatch ? (
        <section className="card left-match" data-testid="left-match" role="status">
          <p>{t('home.leftMatch', { code: playingMatch })}</p>
          <div className="row">
            <button type="button" className="primary" onClick={() => navigate(`/play/${playingMatch}`)}>
              {t('home.leftMatch.return')}
            </button>
            <button
              type="button"
              className="ghost"
              onClick={() => {
                clearPlayingMatch();
                setPlayingMatch(null);
              }}
            >
              {t('home.leftMatch.dismiss')}
            </button>
          </div>
        </section>
      ) : null}

      <section className="home-grid">
        <div className="card quick">
          <label className="field">
            <span>{t('home.name')}</span>
            <input
              value={name}
              maxLength={24}
              onChange={(e) => setName(e.target.value)}
              placeholder={t('home.defaultName')}
              autoComplete="nickname"
            />
          </label>
          <button
            type="button"
            className="primary big"
            data-testid="quick-play"
            disabled={busy}
            onClick={() => {
              if (mapProblem) {
                setQuickBlocked(true);
                return mapField.current?.focus();
              }
              void go(() => room.quickPlay(playerName, { layout, botLevel }));
            }}
          >
            {busy ? t('home.connecting') : t('home.quickPlay')}
          </button>
          <label className="field">
            <span>{t('room.botLevel')}</span>
            <select
              value={botLevel}
              data-testid="quick-bot-level"
              onChange={(e) => setBotLevel(e.target.value as BotLevel)}
            >
              {BOT_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`bot.level.${l}`)}
                </option>
              ))}
            </select>
          </label>
          {quickBlocked && mapProblem ? (
            <p className="field-problem" role="alert" data-testid="quick-play-map-problem">
              {t('home.quickPlay.mapProblem')}
            </p>
          ) : (
            <p className="hint">{t('home.quickPlay.hint')}</p>
          )}
          <button type="button" className="big" data-testid="home-learn" onClick={() => navigate('/learn')}>
            {t('home.learn')}
          </button>
          <p className="hint">{t('home.learn.hint')}</p>
        </div>

        <form className="card" onSubmit={onCreate}>
          <h2>{t('home.create')}</h2>
          <label className="field">
            <span>{t('home.roomName')}</span>
            <input
              value={roomName}
              maxLength={24}
              onChange={(e) => setRoomName(e.target.value)}
              placeholder={t('home.defaultRoom', { name: playerName })}
            />
          </label>
          <label className="field">
            <span>{t('home.variant')}</span>
            <select value={variant} onChange={(e) => setVariant(e.target.value as 'beginner' | 'standard')}>
              <option value="beginner">{t('variant.beginner')}</option>
              <option value="standard">{t('variant.standard')}</option>
            </select>
          </label>
          <label className="field">
            <span>{t('lab.home.map')}</span>
            <input
              ref={mapField}
              value={mapCode}
              onChange={(e) => {
                setMapCode(e.target.value);
                setQuickBlocked(false);
              }}
              placeholder={t('lab.home.map.placeholder')}
              data-testid="home-map-code"
              aria-invalid={mapProblem ? true : undefined}
            />
          </label>
          {mapProblem ? (
            <p className="field-problem" role="alert" data-testid="home-map-problem">
              {mapProblem}
            </p>
          ) : null}
          <label className="check">
            <input type="checkbox" checked={isPrivate} onChange={(e) => setPrivate(e.target.checked)} />
            {t('home.private')}
          </label>
          <button type="submit" disabled={busy || mapProblem !== null}>
            {t('home.create')}
          </button>
        </form>

        <form className="card" onSubmit={onJoin}>
          <h2>{t('home.join')}</h2>
          <label className="field">
            <span>{t('home.code')}</span>
            <input
              value={code}
              maxLength={6}
              className="code-input"
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              placeholder="K7QMZP"
              autoCapitalize="characters"
            />
          </label>
          <button type="submit" disabled={busy || code.trim().length < 4}>
            {t('home.joinButton')}
          </button>
        </form>

        <MatchHistory />

        <div className="card rooms">
          <h2>{t('home.openRooms')}</h2>
          {error ? (
            <p className="hint">{t('home.lobbyDown')}</p>
          ) : rooms.length === 0 ? (
            <p className="hint">{t('home.noRooms')}</p>
          ) : null}
          <ul className="room-list">
            {rooms.map((r) => (
              <li key={r.roomId}>
                <button
                  type="button"
                  className="room-row"
                  disabled={busy}
                  onClick={() => void go(() => room.joinByCode(r.code, playerName))}
                >
                  <span className="room-name">{r.name}</span>
                  <span className="room-meta">
                    {t(r.variant === 'standard' ? 'variant.standard' : 'variant.beginner')} ·{' '}
                    {t('home.seatsTaken', { n: r.seatsTaken })}
                    {r.started ? ` · ${t('home.started')}` : ''}
                  </span>
                  <code>{r.code}</code>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ErrorToasts />
    </main>
  );
}
