import { randomInt } from 'node:crypto';
import { engine, SEATS, type MatchSetup } from '../engine';
import { MatchLog } from '../records/matchRecord';
import type { ServerSettings } from '../settings';
import { matchMapOf } from './layoutOption';
import { LiveMatch } from './LiveMatch';
import { roomError as err, type ErrorReply } from './messages';
import type { PromptClock } from './PromptClock';
import type { BattleState } from './schema/BattleState';
import type { SeatDesk } from './SeatDesk';
import type { Layout } from '../../shared/map';

/** What the start reads and fills in. */
export type StartParts = {
  readonly state: BattleState;
  readonly settings: ServerSettings;
  readonly desk: Pick<SeatDesk, 'recorded'>;
  readonly prompts: Pick<PromptClock, 'choose'>;
  roomId: string;
  /** The lab map to play on, or null for the variant's own map. */
  layout: { code: string; layout: Layout } | null;
};

/**
 * A new match from the lobby (docs/online.md "Rooms"), the one way a match begins besides a restore (matchRestore.ts):
 * every seat filled (bots for the empty ones when `botsForEmpty` says so) and every player ready, then the clock fixed,
 * a fresh seed, the engine's match, and the record's setup line. Returns the refusal when the lobby is not ready.
 */
export function startMatch(parts: StartParts): LiveMatch | ErrorReply {
  const { state, roomId } = parts;
  if (state.phase !== 'lobby') return err('room/started', 'the match has already started');
  const rules = engine();
  const empty = SEATS.filter((i) => !state.seats[i].holder && !state.seats[i].bot);
  if (empty.length > 0 && !state.options.botsForEmpty) {
    return err('room/seats_empty', `seats ${empty.join(', ')} are empty (seat bots or set botsForEmpty)`);
  }
  const notReady = SEATS.filter((i) => state.seats[i].holder && !state.seats[i].ready);
  if (notReady.length > 0) return err('room/not_ready', `seats ${notReady.join(', ')} are not ready`);
  for (const i of empty)
    state.seats[i].assign({
      bot: true,
      botLevel: state.options.botLevel,
      name: `Bot ${i + 1}`,
      connected: true,
      ready: true,
    });
  parts.prompts.choose();

  const seed = randomInt(0x7fffffff);
  // The options parser admits only the engine's variants (messages.ts VARIANTS).
  const map = matchMapOf(parts.layout);
  const setup: MatchSetup = { variant: state.options.variant as MatchSetup['variant'], seed, ...(map ? { map } : {}) };
  const game = rules.createMatch(setup);
  const matchId = `${new Date().toISOString().replace(/[-:.]/g, '').slice(0, 15)}Z-${roomId}`;
  const log = new MatchLog(parts.settings.matchesDir, matchId);
  log.append({
    t: 'setup',
    v: 1,
    matchId,
    roomId,
    roomName: state.name,
    createdAt: new Date().toISOString(),
    options: state.options.toJSON() as Record<string, unknown>,
    seed,
    setup,
    seats: parts.desk.recorded(),
  });
  state.matchId = matchId;
  state.phase = 'playing';
  return new LiveMatch(rules, game, 0, log);
}
