import { SEATS } from '../engine';
import type { BattleState } from './schema/BattleState';

/** Lobby listing metadata (LobbyRoom shows it; private rooms are not listed). */
export type BattleMetadata = { name: string; code: string; variant: string; seatsTaken: number; started: boolean };

/** What the listing needs from its room. */
export type ListingRoom = {
  readonly state: BattleState;
  roomId(): string;
  /** Room#setMetadata. */
  setMetadata(meta: BattleMetadata): Promise<unknown>;
  /** Room#setPrivate. */
  setPrivate(hidden: boolean): Promise<unknown>;
  /** updateLobby(room): pushes the room's listing to LobbyRoom listeners. */
  updateLobby(): void;
};

/**
 * The room as the lobby lists it: its metadata, published only when it changed (every message that is not a game
 * command asks, and most change nothing the listing shows), and its privacy.
 */
export class LobbyListing {
  private last = '';

  constructor(private readonly room: ListingRoom) {}

  /** Publishes the metadata when it changed (the listing and, with Redis, the shared driver see it). */
  publish(): Promise<void> | undefined {
    const { state } = this.room;
    const seatsTaken = SEATS.filter((i) => state.seats[i].holder || state.seats[i].bot).length;
    const meta: BattleMetadata = {
      name: state.name,
      code: this.room.roomId(),
      variant: state.options.variant,
      seatsTaken,
      started: state.phase !== 'lobby',
    };
    const key = JSON.stringify(meta);
    if (key === this.last) return;
    this.last = key;
    // setMetadata alone does not reach LobbyRoom listeners; updateLobby pushes the listing to them.
    return this.room.setMetadata(meta).then(() => this.room.updateLobby());
  }

  /** The host made the room private or public: the listing follows. */
  setPrivate(hidden: boolean): void {
    this.room.setPrivate(hidden).then(() => this.room.updateLobby());
  }
}
