import type { Seat, Team } from '../../../../shared/rules';
// The seat tables alone, not the rules index (which builds the engine): the lobby loads before the engine does.
import { BEGINNER_CHARACTERS, RELIC_CARDS } from '../../../../shared/rules/seatDeal';
import { BOT_LEVELS } from '../../../../shared/ai/levelNames';
import { contentString, useLanguage, useT } from '../../i18n';
import { useRoom, type RoomSnapshot } from '../../net';
import { LanguageSwitch } from '../../settings/LanguageSwitch';
import { SettingsButton } from '../../ui/SettingsPanel';
import { navigate } from '../../nav/route';
import { seatName } from './seatName';

/**
 * The team and character a seat will play, as far as the rules fix them before the start: in the beginner game each
 * seat has its character and relic card (R-SETUP-7 (B), R-TEAM-4: seats 1–2 Red, 3–4 Blue); in the standard game the
 * relic deal at the start decides the team (R-TEAM-2), so the seat shows none.
 */
export function seatRole(variant: string, seat: Seat): { team: Team | null; character: string | null } {
  if (variant !== 'beginner') return { team: null, character: null };
  return { team: RELIC_CARDS[seat]?.team ?? null, character: BEGINNER_CHARACTERS[seat] ?? null };
}

type RoomLobbyProps = { snapshot: RoomSnapshot; sessionId: string };

/** The room before the start: four seats in team colours, bots, options (host: clock included), ready and start. */
export function RoomLobby({ snapshot, sessionId }: RoomLobbyProps) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const send = useRoom((s) => s.send);
  const leave = useRoom((s) => s.leave);
  const isHost = snapshot.host === sessionId;
  const mine = snapshot.seats.filter((s) => s.holder === sessionId);
  const ready = mine.length > 0 && mine.every((s) => s.ready);
  const o = snapshot.options;
  const setOption = (patch: Record<string, unknown>) => send('options', patch);
  const spectators = snapshot.members.filter((m) => m.spectator);
  /** The spectators the host may remove: everyone without a seat but the host. */
  const others = spectators.filter((m) => m.id !== sessionId);

  return (
    <main className="room-lobby">
      <header className="home-header">
        <div>
          <h1 className="brand small">{snapshot.name}</h1>
          <p className="tagline">
            {t('room.code')}:{' '}
            <code className="join-code" data-testid="join-code">
              {snapshot.code}
            </code>{' '}
            <button type="button" className="ghost" onClick={() => void navigator.clipboard?.writeText(snapshot.code)}>
              {t('room.copy')}
            </button>
            {' · '}
            {t(o.variant === 'standard' ? 'variant.standard' : 'variant.beginner')}
          </p>
        </div>
        <nav className="home-nav">
          <LanguageSwitch />
          <SettingsButton />
          <button type="button" className="ghost" onClick={() => void leave().then(() => navigate('/'))}>
            {t('room.leave')}
          </button>
        </nav>
      </header>

      <section className="seats">
        {snapshot.seats.map((s) => {
          const { team, character } = seatRole(o.variant, s.seat);
          const mineSeat = s.holder === sessionId;
          const free = !s.holder && !s.bot;
          return (
            <div
              key={s.seat}
              className={`seat-card team-${team ?? 'none'}${mineSeat ? ' mine' : ''}`}
              data-testid={`seat-${s.seat}`}
            >
              <div className="seat-head">
                <span className="seat-team">
                  {team ? t(`team.${team}`) : t('room.teamDealt')}
                  {character ? ` · ${contentString(lang, `character.${character}.name`)}` : ''}
                </span>
                <span className="seat-no">{t('room.seat', { n: s.seat + 1 })}</span>
              </div>
              <div className="seat-body">
                {s.bot ? (
                  <span className="seat-name">{seatName(s, lang)}</span>
                ) : s.holder ? (
                  <span className="seat-name">
                    {s.name}
                    {mineSeat ? ` (${t('room.you')})` : ''}
                    {s.holder === snapshot.host ? <em className="tag">{t('room.host')}</em> : null}
                    {!s.connected ? <em className="tag warn">{t('room.disconnected')}</em> : null}
                  </span>
                ) : (
                  <span className="seat-name dim">{t('room.free')}</span>
                )}
                {!free && !s.bot ? (
                  <span className={`ready-dot${s.ready ? ' on' : ''}`}>
                    {s.ready ? t('room.ready') : t('room.notReady')}
                  </span>
                ) : null}
              </div>
              <div className="seat-actions">
                {free ? (
                  <button type="button" onClick={() => send('seat:take', { seat: s.seat as Seat })}>
                    {t('room.take')}
                  </button>
                ) : null}
                {mineSeat ? (
                  <button type="button" className="ghost" onClick={() => send('seat:leave', { seat: s.seat })}>
                    {t('room.leaveSeat')}
                  </button>
                ) : null}
                {isHost && free ? (
                  <button
                    type="button"
                    className="ghost"
                    onClick={() => send('seat:bot', { seat: s.seat, bot: true, level: o.botLevel })}
                  >
                    {t('room.addBot')}
                  </button>
                ) : null}
                {isHost && s.bot ? (
                  <select
                    aria-label={t('room.botLevel.seat')}
                    data-testid={`seat-level-${s.seat}`}
                    value={s.botLevel || o.botLevel}
                    onChange={(e) => send('seat:bot', { seat: s.seat, bot: true, level: e.target.value })}
                  >
                    {BOT_LEVELS.map((l) => (
                      <option key={l} value={l}>
                        {t(`bot.level.${l}`)}
                      </option>
                    ))}
                  </select>
                ) : null}
                {isHost && s.bot ? (
                  <button
                    type="button"
                    className="ghost"
                    onClick={() => send('seat:bot', { seat: s.seat, bot: false })}
                  >
                    {t('room.removeBot')}
                  </button>
                ) : null}
              </div>
            </div>
          );
        })}
      </section>

      <section className="lobby-bottom">
        <div className="card options">
          <h2>{t('room.options')}</h2>
          <fieldset disabled={!isHost}>
            <label className="field">
              <span>{t('home.variant')}</span>
              <select value={o.variant} onChange={(e) => setOption({ variant: e.target.value })}>
                <option value="beginner">{t('variant.beginner')}</option>
                <option value="standard">{t('variant.standard')}</option>
              </select>
            </label>
            <label className="field">
              <span>{t('room.clock')}</span>
              <select value={o.clock} data-testid="clock" onChange={(e) => setOption({ clock: e.target.value })}>
                <option value="auto">{t('room.clock.auto')}</option>
                <option value="none">{t('room.clock.none')}</option>
                <option value="move">{t('room.clock.move')}</option>
                <option value="bank">{t('room.clock.bank')}</option>
              </select>
            </label>
            {o.clock === 'bank' ? (
              <>
                <NumberOption
                  label={t('room.bankS')}
                  min={30}
                  max={3600}
                  value={o.bankS}
                  set={(v) => setOption({ bankS: v })}
                />
                <NumberOption
                  label={t('room.bankAddS')}
                  min={0}
                  max={120}
                  value={o.bankAddS}
                  set={(v) => setOption({ bankAddS: v })}
                />
              </>
            ) : null}
            {o.clock !== 'none' ? (
              <NumberOption
                label={t('room.extensionMaxS')}
                min={0}
                max={3600}
                value={o.extensionMaxS}
                testId="extension-max"
                set={(v) => setOption({ extensionMaxS: v })}
              />
            ) : null}
            {o.clock !== 'bank' && o.clock !== 'none' ? (
              <>
                <NumberOption
                  label={t('room.turnDeadline')}
                  min={0}
                  max={3600}
                  value={o.turnDeadlineS}
                  set={(v) => setOption({ turnDeadlineS: v })}
                />
                <NumberOption
                  label={t('room.reactionDeadline')}
                  min={0}
                  max={600}
                  value={o.reactionDeadlineS}
                  set={(v) => setOption({ reactionDeadlineS: v })}
                />
              </>
            ) : null}
            <label className="field">
              <span>{t('room.botLevel')}</span>
              <select
                value={o.botLevel}
                data-testid="bot-level"
                onChange={(e) => setOption({ botLevel: e.target.value })}
              >
                {BOT_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {t(`bot.level.${l}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={o.botsForEmpty}
                onChange={(e) => setOption({ botsForEmpty: e.target.checked })}
              />
              {t('room.botsForEmpty')}
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={o.botTakeover}
                onChange={(e) => setOption({ botTakeover: e.target.checked })}
              />
              {t('room.botTakeover')}
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={o.spectatorsHearTeams}
                onChange={(e) => setOption({ spectatorsHearTeams: e.target.checked })}
              />
              {t('room.spectatorsHearTeams')}
            </label>
            {o.spectatorsHearTeams ? (
              <p className="hint warn" data-testid="spectators-hear-warning">
                {t('room.spectatorsHearTeamsWarning')}
              </p>
            ) : null}
            <label className="check">
              <input type="checkbox" checked={o.private} onChange={(e) => setOption({ private: e.target.checked })} />
              {t('home.private')}
            </label>
          </fieldset>
        </div>
        <div className="card start">
          {mine.length > 0 ? (
            <button type="button" onClick={() => send('ready', { ready: !ready })}>
              {ready ? t('room.unreadyButton') : t('room.readyButton')}
            </button>
          ) : null}
          {isHost ? (
            <button type="button" className="primary big" data-testid="start" onClick={() => send('start', {})}>
              {t('room.start')}
            </button>
          ) : (
            <p className="hint">{t('room.waitingHost')}</p>
          )}
          {spectators.length > 0 && !isHost ? (
            <p className="hint">
              {t('room.spectators')}: {spectators.map((m) => m.name).join(', ')}
            </p>
          ) : null}
          {others.length > 0 && isHost ? (
            <ul className="hint spectators" data-testid="spectators">
              {t('room.spectators')}:
              {others.map((m) => (
                <li key={m.id}>
                  {m.name}{' '}
                  <button
                    type="button"
                    className="link"
                    title={t('room.removeSpectatorTitle')}
                    onClick={() => send('member:remove', { sessionId: m.id })}
                  >
                    {t('room.removeSpectator')}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
    </main>
  );
}

/** A whole-number room option with its bounds (the room still checks what it is sent and names what is wrong). */
function NumberOption(props: {
  label: string;
  min: number;
  max: number;
  value: number;
  testId?: string;
  set: (value: number) => void;
}) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <input
        type="number"
        min={props.min}
        max={props.max}
        value={props.value}
        data-testid={props.testId}
        onChange={(e) => props.set(Number(e.target.value))}
      />
    </label>
  );
}
