import { ROOM_OPTION_DEFAULTS as OPTION } from '../../../shared/room/roomOptions';
import { ArraySchema, MapSchema, Schema, type, view } from '@colyseus/schema';
import { applyLibraryPatches } from '../../patches';

// The library patches (server/patches: the pinned versions checked, then the encoder's buffer size, the string length
// fix and the view map's sparse change tracking), in place before any room encodes.
applyLibraryPatches();

/** One of the four seats: who holds it and whether a bot plays it. No rule data here. */
export class SeatState extends Schema {
  /** 0..3. */
  @type('uint8') seat = 0;
  /** sessionId of the client holding the seat; '' when free or played by a bot. */
  @type('string') holder = '';
  /** Display name of the holder ('' when free). */
  @type('string') name = '';
  /** A bot plays this seat (on request before the start, or after an abandoned reconnection). */
  @type('boolean') bot = false;
  /** The level of the bot playing this seat ('gentle' | 'normal' | 'strong'; '' when no bot): shown as "Bot · strong". */
  @type('string') botLevel = '';
  /** The holder's connection is up (false while the reconnection window runs). */
  @type('boolean') connected = false;
  /** Ready before the start. */
  @type('boolean') ready = false;
  /** Time bank (clock 'bank'): milliseconds left at `bankSince` (docs/online.md "Clocks"). */
  @type('float64') bankMs = 0;
  /** Epoch ms since when the bank runs (the seat is awaited); 0 while it does not run. */
  @type('float64') bankSince = 0;
}

/** A connected (or reconnecting) client of the room. */
export class MemberState extends Schema {
  @type('string') name = '';
  @type('boolean') connected = true;
  /** True while the member holds no seat. */
  @type('boolean') spectator = true;
}

/** Room options chosen before the start (docs/online.md "Options"), from the shared defaults (shared/room). */
export class OptionsState extends Schema {
  /** 'beginner' | 'standard'. */
  @type('string') variant = OPTION.variant;
  /** Seconds to answer a reaction window (0 = no deadline). */
  @type('float32') reactionDeadlineS = OPTION.reactionDeadlineS;
  /** Seconds for a turn or any other prompt (0 = no deadline). */
  @type('float32') turnDeadlineS = OPTION.turnDeadlineS;
  /** Seconds a dropped player keeps the seat. */
  @type('float32') reconnectS = OPTION.reconnectS;
  /** Fill empty seats with bots at the start. */
  @type('boolean') botsForEmpty = OPTION.botsForEmpty;
  /** The level of the bots that fill empty seats and take over dropped ones: 'gentle' | 'normal' | 'strong' (docs/bot.md). */
  @type('string') botLevel = OPTION.botLevel;
  /** A bot takes a seat whose player did not come back in time. */
  @type('boolean') botTakeover = OPTION.botTakeover;
  /** Hidden from the lobby list; join by code only. */
  @type('boolean') private = OPTION.private;
  /** 'auto' (none when one player faces bots, else per move) | 'none' | 'move' | 'bank' (docs/online.md "Clocks"). */
  @type('string') clock = OPTION.clock;
  /** Clock 'bank': seconds each seat starts with, and seconds added each time a prompt opens for it. */
  @type('float32') bankS = OPTION.bankS;
  @type('float32') bankAddS = OPTION.bankAddS;
  /** Most seconds one `clock:extend` adds (it adds the prompt's whole window up to this; 0 = no extensions). */
  @type('float32') extensionMaxS = OPTION.extensionMaxS;
  /** Spectators receive both teams' chat and pings (never the other team). */
  @type('boolean') spectatorsHearTeams = OPTION.spectatorsHearTeams;
}

/** What the engine waits for now (from awaiting()), with the room's deadline for it. */
export class PromptState extends Schema {
  /** The engine's prompt id ('' when nothing is awaited). Echo it in `command` to avoid answering a stale prompt. */
  @type('string') id = '';
  /** The engine's kind of prompt (turn, reaction, setup, step ...). */
  @type('string') kind = '';
  /** Seats that must answer. */
  @type(['uint8']) seats = new ArraySchema<number>();
  /** Epoch milliseconds when the room submits the default answer; 0 = no deadline. */
  @type('float64') deadline = 0;
  /** Whether an awaited seat has had this prompt's one extension (`clock:extend`, docs/online.md "Clocks"). */
  @type('boolean') extended = false;
}

/**
 * A concession or draw offer waiting for answers (docs/online.md "Concede and draw offers"); `kind` '' when none.
 * One at a time per room.
 */
export class OfferState extends Schema {
  /** 'concede' | 'draw' | ''. */
  @type('string') kind = '';
  /** The team that asked: 'red' | 'blue'. */
  @type('string') team = '';
  /** The seat that asked. */
  @type('uint8') from = 0;
  /** Seats whose answer is still awaited (players only: a bot answers at once). */
  @type(['uint8']) waiting = new ArraySchema<number>();
  /** Epoch ms when an unanswered offer lapses (as declined). */
  @type('float64') deadline = 0;
}

/**
 * The rematch vote of a finished room (docs/online.md "Rematch"): each player is asked; the new room is made once every
 * player answered or the countdown ran out (unless the host chose to wait), with bots in the seats of those who did not
 * accept.
 */
export class RematchVoteState extends Schema {
  /** Per seat: '' (a bot's or an empty seat: not asked), 'asked', 'yes', 'no'. Empty until someone asks. */
  @type(['string']) answers = new ArraySchema<string>();
  /** Epoch ms when unanswered seats count as declined; 0 while the host waits or no vote is open. */
  @type('float64') deadline = 0;
  /** The host chose to wait for every answer (no countdown). */
  @type('boolean') wait = false;
}

/**
 * What one seat sees beyond the public view: leaves of viewFor(seat) that differ from viewFor('spectator').
 * The `leaves` field is @view(): only clients holding that seat have the layer in their StateView.
 */
export class SeatLayer extends Schema {
  @type('uint8') seat = 0;
  /** Same encoding as BattleState.view; the value '' removes a public leaf for this seat. */
  @view() @type({ map: 'string' }) leaves = new MapSchema<string>();
}

/** The synchronised room state. The game itself is the engine's view, flattened into leaves (projectToSchema). */
export class BattleState extends Schema {
  /** 'lobby' | 'playing' | 'finished'. */
  @type('string') phase = 'lobby';
  /** Short join code (= roomId). */
  @type('string') code = '';
  @type('string') name = '';
  /** sessionId of the member who may change options and start. */
  @type('string') host = '';
  @type(OptionsState) options = new OptionsState();
  @type([SeatState]) seats = new ArraySchema<SeatState>();
  @type({ map: MemberState }) members = new MapSchema<MemberState>();
  /** The match record's id once started (GET /api/matches/:id after the end). */
  @type('string') matchId = '';
  @type(PromptState) prompt = new PromptState();
  /** Public game view: JSON-pointer path → JSON value of each leaf of viewFor(state, 'spectator'). */
  @type({ map: 'string' }) view = new MapSchema<string>();
  /** Per-seat private layers, index = seat. */
  @type([SeatLayer]) layers = new ArraySchema<SeatLayer>();
  /** Why the match ended when not by a leader's death ('' = a leader died): 'idle' when every seat stopped playing, 'quiet' for the O-53 draw, 'concede' (O-54), 'agreed' (a draw, O-55). */
  @type('string') endReason = '';
  /** The clock the match plays with, fixed at the start: 'none' | 'move' | 'bank' ('' before the start). */
  @type('string') clock = '';
  /** Seats of the last match, when this room is its rematch ('' otherwise): the room it came from. */
  @type('string') rematchOf = '';
  /** The code of the rematch room once someone asked for it ('' until then): every member follows it. */
  @type('string') rematch = '';
  /** Incremented once per accepted engine command (lets clients and tests wait for an effect). */
  @type('uint32') version = 0;
  /** The concession or draw offer waiting for answers. */
  @type(OfferState) offer = new OfferState();
  /** The rematch vote after the end. */
  @type(RematchVoteState) rematchVote = new RematchVoteState();
}
