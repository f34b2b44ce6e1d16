/**
 * Shapes of the messages clients send (docs/online.md "Messages") and their parsers. The room checks only the
 * envelope; the engine judges the `command` inside `command` messages.
 */
import { UNSAFE_TEXT } from '../../shared/wire/teamTalk';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../../shared/ai/levelNames';
import type { Seat } from '../engine';
import { CLOCKS, VARIANTS, type ClockOption, type RoomOptions, type Variant } from '../../shared/room/roomOptions';

/** Room-level error codes (engine errors pass through with the engine's own codes). */
export const ROOM_ERROR_CODES = [
  'net/unknown_type',
  'net/bad_payload',
  'net/too_large',
  'net/rate_limited',
  'seat/taken',
  'seat/not_yours',
  'seat/none',
  'seat/reserved',
  'room/not_host',
  'room/started',
  'room/not_started',
  'room/finished',
  'room/not_ready',
  'room/seats_empty',
  'room/bad_option',
  'room/internal',
  'prompt/stale',
  'chat/no_team',
  'undo/none',
  'undo/refused',
  'rematch/not_finished',
  'rematch/no_vote',
  'member/none',
  'member/not_removable',
  'clock/untimed',
  'clock/not_your_prompt',
  'clock/extended',
  'clock/extensions_off',
  'offer/open',
  'offer/none',
  'offer/once_per_round',
  'offer/no_team',
  'command/by_agreement',
] as const;
/** A room-level error code. */
export type RoomErrorCode = (typeof ROOM_ERROR_CODES)[number];

/** The error reply sent to the sender only: `client.send('error', ErrorReply)`. */
export type ErrorReply = { code: string; message: string; ruleId?: string; type?: string };

/** A room-level refusal. */
export function roomError(code: RoomErrorCode, message: string): ErrorReply {
  return { code, message };
}

// Variants, clocks and the options' type live with their defaults, shared with the client (shared/room/roomOptions.ts).
export { VARIANTS, CLOCKS, type Variant, type ClockOption } from '../../shared/room/roomOptions';

/** Option limits, in seconds (0 = no deadline). */
export const OPTION_LIMITS = {
  reactionDeadlineS: [0, 600],
  turnDeadlineS: [0, 3600],
  reconnectS: [0, 600],
  bankS: [30, 3600],
  bankAddS: [0, 120],
  extensionMaxS: [0, 3600],
} as const;

/** Options a host may set before the start (all fields optional). */
export type OptionsPatch = Partial<RoomOptions>;

/** Payload of `command`: which seat acts, the engine command, and optionally the prompt id being answered. */
export type CommandMessage = { seat: Seat; command: unknown; prompt?: string };

type Parsed<T> = { ok: true; value: T } | { ok: false; error: ErrorReply };

const bad = (message: string): { ok: false; error: ErrorReply } => ({
  ok: false,
  error: { code: 'net/bad_payload', message },
});

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Whether x is a seat number. */
export function isSeat(x: unknown): x is Seat {
  return x === 0 || x === 1 || x === 2 || x === 3;
}

/** `{ seat }` for seat:take / seat:leave. */
export function parseSeatMessage(msg: unknown): Parsed<{ seat: Seat }> {
  if (!isRecord(msg) || !isSeat(msg.seat)) return bad('expected { seat: 0..3 }');
  return { ok: true, value: { seat: msg.seat } };
}

/** `{ seat, bot, level? }` for seat:bot: the bot's level, the room's (botLevel) when absent. */
export function parseSeatBotMessage(msg: unknown): Parsed<{ seat: Seat; bot: boolean; level?: BotLevel }> {
  if (!isRecord(msg) || !isSeat(msg.seat) || typeof msg.bot !== 'boolean')
    return bad('expected { seat: 0..3, bot: boolean, level?: level }');
  if (msg.level !== undefined && !isBotLevel(msg.level)) return bad(`level must be one of ${BOT_LEVELS.join(', ')}`);
  return {
    ok: true,
    value: { seat: msg.seat, bot: msg.bot, ...(msg.level !== undefined ? { level: msg.level as BotLevel } : {}) },
  };
}

/** `{ sessionId }` for member:remove (a session id is Colyseus' 9 characters; at most 64 are read). */
export function parseMemberMessage(msg: unknown): Parsed<{ sessionId: string }> {
  if (!isRecord(msg) || typeof msg.sessionId !== 'string' || msg.sessionId.length === 0 || msg.sessionId.length > 64)
    return bad('expected { sessionId }');
  return { ok: true, value: { sessionId: msg.sessionId } };
}

/** `{ ready }`. */
export function parseReadyMessage(msg: unknown): Parsed<{ ready: boolean }> {
  if (!isRecord(msg) || typeof msg.ready !== 'boolean') return bad('expected { ready: boolean }');
  return { ok: true, value: { ready: msg.ready } };
}

/**
 * Characters a name may not carry: controls (C0, C1), format characters (bidi overrides and isolates such as U+202E,
 * which would turn the text around it — "Ann" beside a seat label could read as someone else's — and zero-width
 * joiners and spaces that make two names look alike), private-use and unassigned code points, line and paragraph
 * separators.
 */
const UNSAFE_IN_NAMES = UNSAFE_TEXT;

/** A display name: 1..24 characters after removing unsafe ones, spaces folded and trimmed (NFC). */
export function parseName(x: unknown): string | null {
  if (typeof x !== 'string' || x.length > 200) return null;
  const name = x.normalize('NFC').replace(UNSAFE_IN_NAMES, '').replace(/\s+/gu, ' ').trim();
  return [...name].length >= 1 && [...name].length <= 24 ? name : null;
}

/** `{ name }`. */
export function parseNameMessage(msg: unknown): Parsed<{ name: string }> {
  const name = isRecord(msg) ? parseName(msg.name) : null;
  if (name === null) return bad('expected { name: string of 1..24 characters }');
  return { ok: true, value: { name } };
}

/** An options patch; unknown keys and out-of-range values are refused as a whole. */
export function parseOptionsPatch(msg: unknown): Parsed<OptionsPatch> {
  if (!isRecord(msg)) return bad('expected an object of options');
  const out: OptionsPatch = {};
  for (const [key, value] of Object.entries(msg)) {
    switch (key) {
      case 'variant':
        if (!VARIANTS.includes(value as Variant)) return badOption(`variant must be one of ${VARIANTS.join(', ')}`);
        out.variant = value as Variant;
        break;
      case 'clock':
        if (!CLOCKS.includes(value as ClockOption)) return badOption(`clock must be one of ${CLOCKS.join(', ')}`);
        out.clock = value as ClockOption;
        break;
      case 'reactionDeadlineS':
      case 'turnDeadlineS':
      case 'reconnectS':
      case 'bankS':
      case 'bankAddS':
      case 'extensionMaxS': {
        const [lo, hi] = OPTION_LIMITS[key];
        if (typeof value !== 'number' || !Number.isFinite(value) || value < lo || value > hi) {
          return badOption(`${key} must be a number of seconds in ${lo}..${hi}`);
        }
        out[key] = value;
        break;
      }
      case 'botLevel':
        if (!isBotLevel(value)) return badOption(`botLevel must be one of ${BOT_LEVELS.join(', ')}`);
        out.botLevel = value;
        break;
      case 'botsForEmpty':
      case 'botTakeover':
      case 'private':
      case 'spectatorsHearTeams':
        if (typeof value !== 'boolean') return badOption(`${key} must be a boolean`);
        out[key] = value;
        break;
      default:
        return badOption(`unknown option ${JSON.stringify(key).slice(0, 40)}`);
    }
  }
  return { ok: true, value: out };
}

/** The option fields of a create-options object or a record's options (other fields are not options). */
export function pickOptions(o: Record<string, unknown>): Record<string, unknown> {
  const keys = [
    'variant',
    'reactionDeadlineS',
    'turnDeadlineS',
    'reconnectS',
    'botsForEmpty',
    'botTakeover',
    'botLevel',
    'private',
    'clock',
    'bankS',
    'bankAddS',
    'extensionMaxS',
    'spectatorsHearTeams',
  ];
  const out: Record<string, unknown> = {};
  for (const k of keys) if (o[k] !== undefined) out[k] = o[k];
  return out;
}

function badOption(message: string): { ok: false; error: ErrorReply } {
  return { ok: false, error: { code: 'room/bad_option', message } };
}

/** `{ seat, command, prompt? }`; the command must be a plain object (the engine checks the rest). */
export function parseCommandMessage(msg: unknown): Parsed<CommandMessage> {
  if (!isRecord(msg) || !isSeat(msg.seat) || !isRecord(msg.command)) {
    return bad('expected { seat: 0..3, command: object, prompt?: string }');
  }
  if (msg.prompt !== undefined && typeof msg.prompt !== 'string') return bad('prompt must be a string');
  return { ok: true, value: { seat: msg.seat, command: msg.command, prompt: msg.prompt as string | undefined } };
}

/** `{ seat, prompt }` for clock:extend: the seat asking and the id of the prompt it wants more time for. */
export function parseExtendMessage(msg: unknown): Parsed<{ seat: Seat; prompt: string }> {
  if (!isRecord(msg) || !isSeat(msg.seat) || typeof msg.prompt !== 'string' || msg.prompt.length > 64) {
    return bad("expected { seat: 0..3, prompt: string (the open prompt's id) }");
  }
  return { ok: true, value: { seat: msg.seat, prompt: msg.prompt } };
}

/** `{ seat, accept }` for offer:answer: the answering seat and its answer to the open concession or draw offer. */
export function parseOfferAnswer(msg: unknown): Parsed<{ seat: Seat; accept: boolean }> {
  if (!isRecord(msg) || !isSeat(msg.seat) || typeof msg.accept !== 'boolean')
    return bad('expected { seat: 0..3, accept: boolean }');
  return { ok: true, value: { seat: msg.seat, accept: msg.accept } };
}

/** `{ wait }` for rematch:wait. */
export function parseWaitMessage(msg: unknown): Parsed<{ wait: boolean }> {
  if (!isRecord(msg) || typeof msg.wait !== 'boolean') return bad('expected { wait: boolean }');
  return { ok: true, value: { wait: msg.wait } };
}

/** Rough size of a decoded payload in JSON characters (the socket has already refused frames over 8 KiB). */
export function payloadChars(msg: unknown): number {
  if (msg === undefined) return 0;
  try {
    return JSON.stringify(msg)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}
