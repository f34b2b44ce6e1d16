import type { Room as SdkRoom } from 'colyseus.js';
import { chooseBotCommand } from '../../shared/ai';
import { engine, type GameState, type Seat } from '../../server/engine';
import { overlayLeaves, unflattenView } from '../../shared/wire/viewLeaves';

/** The synced state as the tests read it. */
export type Synced = {
  phase: string;
  version: number;
  matchId: string;
  code: string;
  prompt: { id: string; kind: string; seats: number[] & { length: number }; deadline: number };
  seats: { holder: string; bot: boolean; connected: boolean; name: string; ready: boolean }[];
  view: Map<string, string>;
  layers: { leaves: Map<string, string> }[];
  members: Map<string, { name: string; connected: boolean; spectator: boolean }>;
  endReason: string;
  offer: { kind: string; team: string; from: number; waiting: number[] & { length: number }; deadline: number };
  toJSON(): unknown;
};

/**
 * One seat's view of the game, rebuilt from the public leaves and the seat's layer (docs/online.md "State"): the
 * engine's viewFor(state, seat), a GameState with what the seat may not see blanked.
 */
export function seatView(room: SdkRoom<Synced>, seat: Seat | 'spectator'): GameState {
  const s = room.state;
  const base = [...s.view.entries()];
  if (seat === 'spectator') return unflattenView(base) as GameState;
  return unflattenView(overlayLeaves(base, [...(s.layers[seat]?.leaves?.entries() ?? [])])) as GameState;
}

/** Whether the room awaits `seat` now. */
export function awaits(room: SdkRoom<Synced>, seat: number): boolean {
  const p = room.state.prompt;
  return !!p?.id && Array.from(p.seats ?? []).includes(seat);
}

/**
 * Lets a client play its seats with the bot (shared/ai) over the network: whenever the room awaits one of them it picks
 * a command from its own view through legalCommands and sends it with the prompt id. Returns a stop function.
 */
export function autoPlay(room: SdkRoom<Synced>, seats: Seat[], opts: { salt?: number } = {}): () => void {
  let stopped = false;
  const sentAt = new Map<Seat, number>();
  let errors = 0;
  const act = () => {
    if (stopped || room.state.phase !== 'playing') return;
    const rules = engine()!;
    for (const seat of seats) {
      if (!awaits(room, seat) || sentAt.get(seat) === room.state.version) continue;
      sentAt.set(seat, room.state.version);
      const view = seatView(room, seat);
      let command = chooseBotCommand(rules, view, seat, room.state.version + (opts.salt ?? 0));
      if (command === null) command = rules.defaultCommand(view, seat);
      room.send('command', { seat, command, prompt: room.state.prompt.id });
    }
  };
  room.onStateChange(act);
  room.onMessage('events', () => {});
  room.onMessage('error', (e: { code?: string; retryAfterMs?: number }) => {
    errors++;
    if (stopped) return;
    // Over the connection's rate (the bot plays far faster than a person): the command was dropped undecoded, and a
    // message sent before the bucket refills is dropped too. Send again once the server says one can pass.
    if (e.code === 'net/rate_limited') {
      setTimeout(
        () => {
          sentAt.clear();
          act();
        },
        (e.retryAfterMs ?? 1000) + 20,
      );
      return;
    }
    // A refused bot choice (its view may miss what the engine knows): fall back to the engine's default next time.
    const rules = engine()!;
    for (const seat of seats) {
      if (!awaits(room, seat)) continue;
      room.send('command', {
        seat,
        command: rules.defaultCommand(seatView(room, seat), seat),
        prompt: room.state.prompt.id,
      });
    }
  });
  queueMicrotask(act);
  return () => {
    stopped = true;
    void errors;
  };
}
