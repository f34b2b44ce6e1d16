import { useEffect, useMemo, useRef, useState } from 'react';
import {
  applyCommand,
  awaiting,
  buildScenarioState,
  createMatch,
  defaultCommand,
  parseScenario,
  type Command,
  type GameEvent,
  type GameState,
  type Seat,
  viewFor,
} from '../../../../shared/rules';
import { isBotLevel, type BotLevel } from '../../../../shared/ai';
import { pageBots } from '../../bots/botPool';
import { useT } from '../../i18n';
import { LanguageSwitch } from '../../settings/LanguageSwitch';
import { navigate } from '../../nav/route';
import { MatchScreen } from './MatchScreen';
import { useMatchUi } from './control/matchUi';

/**
 * A position played in this browser alone: the engine runs here; the other seats take the engine's default answer, or
 * with `bots=LEVEL` the page's bot worker's at that level (issue 32: no decision is computed on the page's thread).
 */
type Local = { state: GameState; events: GameEvent[]; version: number };

const OTHER_SEAT_DELAY_MS = 300;

/**
 * The position a `/local` address names: `?scenario=` a scenario (docs/scenarios.md) as base64url JSON, or
 * `?variant=standard&seed=N` a new match; `seats=0,2` the seats played here (default 0); `bots=gentle|normal|strong`
 * the level the other seats play at (default: the engine's default answer, which keeps a test's position still).
 */
export function localSetup(
  search: string,
): { state: GameState; events: GameEvent[]; seats: Seat[]; bots: BotLevel | null } | { error: string } {
  const params = new URLSearchParams(search);
  const level = params.get('bots');
  if (level !== null && !isBotLevel(level)) return { error: `bots: gentle, normal or strong, got "${level}"` };
  const bots = level;
  const seats = (params.get('seats') ?? '0')
    .split(',')
    .map(Number)
    .filter((s): s is Seat => s >= 0 && s <= 3);
  const encoded = params.get('scenario');
  if (encoded) {
    let json: unknown;
    try {
      json = JSON.parse(
        new TextDecoder().decode(
          Uint8Array.from(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
        ),
      );
    } catch {
      return { error: 'scenario: not base64url JSON' };
    }
    const parsed = parseScenario(json);
    if (!parsed.ok) return { error: parsed.errors.map((e) => `${e.path}: ${e.message}`).join('; ') };
    const state = buildScenarioState(parsed.scenario);
    if ('error' in state) return { error: state.error };
    return { state, events: [], seats, bots };
  }
  const variant = params.get('variant') === 'standard' ? 'standard' : 'beginner';
  return { state: createMatch({ variant, seed: Number(params.get('seed') ?? 1) || 1 }), events: [], seats, bots };
}

/** "/local": a scenario position or a new match on this machine (tests, trying a position), with the full match screen. */
export function LocalMatch() {
  const t = useT();
  const setup = useMemo(() => localSetup(location.search), []);
  const [game, setGame] = useState<Local | null>(() =>
    'error' in setup ? null : { state: setup.state, events: setup.events, version: 1 },
  );
  const seats = 'error' in setup ? [] : setup.seats;
  const wait = game ? awaiting(game.state) : null;

  const latest = useRef(game);
  latest.current = game;
  const play = (seat: Seat, command: Command) => {
    const g = latest.current;
    if (!g) return;
    const r = applyCommand(g.state, seat, command);
    if (!r.ok) {
      useMatchUi.getState().say({ text: `${r.error.code}: ${r.error.message}`, ruleId: r.error.ruleId });
      return;
    }
    const next = { state: r.state, events: [...g.events, ...r.events], version: g.version + 1 };
    latest.current = next;
    setGame(next);
  };
  // Seats not played here answer after a moment (as the room would at a deadline) with the engine's default, or ask
  // the page's bot worker from their own view; an answer that comes after the game moved on is dropped.
  const bots = 'error' in setup ? null : setup.bots;
  useEffect(() => {
    if (!game || !wait) return;
    const other = wait.seats.find((s) => !seats.includes(s));
    if (other === undefined) return;
    if (bots) {
      const asked = game;
      pageBots()
        .ask({ view: viewFor(asked.state, other), seat: other, level: bots, salt: asked.version })
        .catch(() => defaultCommand(asked.state, other))
        .then((command) => {
          if (command && latest.current === asked) play(other, command);
        });
      return;
    }
    const command = defaultCommand(game.state, other);
    if (!command) return;
    const id = setTimeout(() => play(other, command), OTHER_SEAT_DELAY_MS);
    return () => clearTimeout(id);
  }, [game?.version]); // eslint-disable-line react-hooks/exhaustive-deps

  if ('error' in setup || !game) {
    return (
      <main className="home center">
        <p>{'error' in setup ? setup.error : ''}</p>
        <button type="button" onClick={() => navigate('/')}>
          {t('match.over.home')}
        </button>
      </main>
    );
  }
  return (
    <MatchScreen
      state={game.state}
      mySeats={seats}
      prompt={wait ? { id: wait.id, kind: wait.kind, seats: wait.seats, deadline: 0 } : null}
      events={game.events}
      seatNames={[]}
      version={game.version}
      onCommand={game.state.stage === 'over' ? null : play}
      toolbar={<LanguageSwitch />}
    />
  );
}
