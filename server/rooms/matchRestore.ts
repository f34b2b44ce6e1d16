import { ServerError } from '@colyseus/core';
import { engine } from '../engine';
import { MatchLog, type MatchRecord } from '../records/matchRecord';
import type { ServerSettings } from '../settings';
import type { EventFanout } from './EventFanout';
import { isJoinCode, makeJoinCode } from './joinCode';
import { LiveMatch } from './LiveMatch';
import { parseOptionsPatch, pickOptions } from './messages';
import type { PromptClock } from './PromptClock';
import { replayRecord } from './replayRecord';
import type { BattleState } from './schema/BattleState';
import type { SeatDesk } from './SeatDesk';

/** The parts of a new room that a restore fills in. */
export type RestoreParts = {
  readonly state: BattleState;
  readonly settings: ServerSettings;
  readonly desk: Pick<SeatDesk, 'restore'>;
  readonly events: Pick<EventFanout, 'remember'>;
  readonly prompts: Pick<PromptClock, 'restoreCount' | 'resume'>;
};

/** A restored match, and the room's code (the one it had). */
export type RestoredMatch = { match: LiveMatch; roomId: string };

/**
 * A match rebuilt from its record after a restart (docs/online.md "Restore after a restart"): same code, same seed and
 * setup, every command replayed through the engine (replayRecord), the seats and their token hashes, the idle count and
 * the clock; the record goes on in the same file. A record the engine does not replay fails the room's creation.
 */
export function restoreMatch(record: MatchRecord, parts: RestoreParts): RestoredMatch {
  const { state } = parts;
  const { setup } = record;
  const roomId = isJoinCode(setup.roomId) ? setup.roomId : makeJoinCode();
  state.code = roomId;
  state.name = setup.roomName;
  const patch = parseOptionsPatch(pickOptions(setup.options));
  if (patch.ok) state.options.assign(patch.value);
  const rules = engine();
  const replayed = replayRecord(rules, record);
  if (!replayed.ok) throw new ServerError(500, replayed.message);
  for (const events of replayed.events) parts.events.remember(events);
  parts.prompts.restoreCount(record.commands.map((c) => c.by));
  parts.desk.restore(record.seats);
  const log = new MatchLog(parts.settings.matchesDir, setup.matchId);
  state.matchId = setup.matchId;
  state.phase = 'playing';
  parts.prompts.resume();
  return { roomId, match: new LiveMatch(rules, replayed.game, record.commands.length, log) };
}
