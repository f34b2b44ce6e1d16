/**
 * A room's options (docs/online.md "Options"): their type and their defaults, in one place for both sides. The server's
 * schema (server/rooms/schema/BattleState.ts, OptionsState) starts from these defaults and checks a host's changes
 * against the lists below (server/rooms/messages.ts); the client reads a decoded state's missing option as its default
 * (client/src/net/roomSnapshot.ts). Plain data; no rules here.
 */
import type { BotLevel } from '../ai/levelNames';

/** Variants the room offers (names the engine's createMatch setup understands). */
export const VARIANTS = ['beginner', 'standard'] as const;
/** A game variant. */
export type Variant = (typeof VARIANTS)[number];

/** Clocks a host may choose (docs/online.md "Clocks"); 'auto' is none when one player faces bots, else per move. */
export const CLOCKS = ['auto', 'none', 'move', 'bank'] as const;
/** A clock option. */
export type ClockOption = (typeof CLOCKS)[number];

/** Room options chosen before the start. */
export type RoomOptions = {
  variant: Variant;
  /** Seconds to answer a reaction window (0 = no deadline). */
  reactionDeadlineS: number;
  /** Seconds for a turn or any other prompt (0 = no deadline). */
  turnDeadlineS: number;
  /** Seconds a dropped player keeps the seat. */
  reconnectS: number;
  /** Fill empty seats with bots at the start. */
  botsForEmpty: boolean;
  /** A bot takes a seat whose player did not come back in time. */
  botTakeover: boolean;
  /** The level of the bots that fill empty seats and take over dropped ones (docs/bot.md). */
  botLevel: BotLevel;
  /** Hidden from the lobby list; join by code only. */
  private: boolean;
  clock: ClockOption;
  /** Clock 'bank': seconds each seat starts with, and seconds added each time a prompt opens for it. */
  bankS: number;
  bankAddS: number;
  /** Most seconds one `clock:extend` adds (it adds the prompt's whole window up to this; 0 = no extensions). */
  extensionMaxS: number;
  /** Spectators receive both teams' chat and pings (never the other team). */
  spectatorsHearTeams: boolean;
};

/** The options of a new room. */
export const ROOM_OPTION_DEFAULTS: Readonly<RoomOptions> = {
  variant: 'beginner',
  reactionDeadlineS: 30,
  turnDeadlineS: 120,
  reconnectS: 60,
  botsForEmpty: false,
  botTakeover: true,
  botLevel: 'normal',
  private: false,
  clock: 'auto',
  bankS: 300,
  bankAddS: 10,
  extensionMaxS: 300,
  spectatorsHearTeams: false,
};
