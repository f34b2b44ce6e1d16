import type { Engine, GameEvent, GameState, Seat } from '../engine';
import type { MatchRecord } from '../records/matchRecord';

/** A record replayed: the engine state after its last command and each command's events, or why it cannot be. */
export type Replayed = { ok: true; game: GameState; events: GameEvent[][] } | { ok: false; message: string };

/**
 * Replays a match record through the engine: `createMatch(setup)`, then every command with `applyCommand`. The record
 * holds (setup, seed, commands), which replays the match exactly (docs/architecture.md "The engine contract"); a command the engine
 * refuses means the record is not what was played, and the match is not restored.
 */
export function replayRecord(rules: Engine, record: MatchRecord): Replayed {
  let game = rules.createMatch(record.setup.setup);
  const events: GameEvent[][] = [];
  for (const c of record.commands) {
    const r = rules.applyCommand(game, c.seat as Seat, c.command);
    if (!r.ok)
      return {
        ok: false,
        message: `record ${record.file}: command ${c.i} refused on replay (${r.error.code}: ${r.error.message})`,
      };
    game = r.state;
    events.push(r.events);
  }
  return { ok: true, game, events };
}
