/**
 * Team talk on the wire (docs/online.md "Team chat and pings"): the shapes of `team:chat` and `team:ping`, the quick
 * messages (keys, so every client shows them in its own language), the limits, and the parsers the server applies to
 * what a client sends. Shared by the server (which checks) and the client (which shows the same limits and keys).
 * Pure functions; no rules here.
 */

/** Quick messages: translation keys (client/src/i18n/together.ts `chat.quick.<key>`), never free text. */
export const QUICK_MESSAGES = [
  'attack',
  'defend',
  'help',
  'wait',
  'retreat',
  'focus',
  'careful',
  'goodGame',
  'thanks',
  'sorry',
] as const;
/** One quick message key. */
export type QuickMessage = (typeof QUICK_MESSAGES)[number];

/** Most characters of a chat line after cleaning; what a client sends may be at most TEXT_INPUT_MAX before cleaning. */
export const CHAT_MAX_CHARS = 200;
const TEXT_INPUT_MAX = 1000;

/** Team talk per client: a chat line or ping costs one token; burst, then per second (docs/online.md "Limits"). */
export const TALK_RATE = { burst: 6, perS: 0.5 } as const;

/**
 * Characters no shown text may carry (the same set as display names, server/rooms/messages.ts): controls (C0, C1),
 * format characters (bidi overrides such as U+202E, zero-width spaces and joiners), private-use and unassigned code
 * points, line and paragraph separators.
 */
export const UNSAFE_TEXT = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/gu;

/** What a client sends with `team:chat`: free text or a quick message (exactly one), and optionally the seat it speaks for. */
export type ChatInput = { text: string; seat?: number } | { quick: QuickMessage; seat?: number };
/** A hex cell, axial coordinates. */
export type PingCell = { q: number; r: number };
/** What a client sends with `team:ping`: a cell or a unit id (exactly one), and optionally the seat it speaks for. */
export type PingInput = { cell: PingCell; seat?: number } | { unit: string; seat?: number };

/** What the server sends each teammate (and, when the room allows it, spectators). */
export type TeamChat = { id: number; seat: number; name: string; team: string; at: number } & (
  { text: string } | { quick: QuickMessage }
);
export type TeamPing = { id: number; seat: number; name: string; team: string; at: number } & (
  { cell: PingCell } | { unit: string }
);

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function onlyKeys(msg: Record<string, unknown>, allowed: string[]): string | null {
  const extra = Object.keys(msg).find((k) => !allowed.includes(k));
  return extra === undefined ? null : `unknown field ${JSON.stringify(extra).slice(0, 40)}`;
}

function seatField(msg: Record<string, unknown>): Parsed<number | undefined> {
  if (msg.seat === undefined) return { ok: true, value: undefined };
  if (msg.seat === 0 || msg.seat === 1 || msg.seat === 2 || msg.seat === 3) return { ok: true, value: msg.seat };
  return { ok: false, message: 'seat must be 0..3' };
}

/** A chat line as shown: NFC, line breaks and tabs as spaces, unsafe characters removed, runs of spaces folded, trimmed. */
export function cleanChatText(x: string): string {
  return x.normalize('NFC').replace(/\s+/gu, ' ').replace(UNSAFE_TEXT, '').replace(/\s+/gu, ' ').trim();
}

/** `{ text } | { quick }` (+ `seat?`): the text cleaned and 1..CHAT_MAX_CHARS characters, or a known quick key. */
export function parseChatInput(msg: unknown): Parsed<ChatInput> {
  if (!isRecord(msg)) return { ok: false, message: 'expected { text: string } or { quick: key }' };
  const extra = onlyKeys(msg, ['text', 'quick', 'seat']);
  if (extra) return { ok: false, message: extra };
  const seat = seatField(msg);
  if (!seat.ok) return seat;
  const seatPart = seat.value === undefined ? {} : { seat: seat.value };
  if ((msg.text === undefined) === (msg.quick === undefined))
    return { ok: false, message: 'send exactly one of text and quick' };
  if (msg.quick !== undefined) {
    if (!QUICK_MESSAGES.includes(msg.quick as QuickMessage))
      return { ok: false, message: `quick must be one of ${QUICK_MESSAGES.join(', ')}` };
    return { ok: true, value: { quick: msg.quick as QuickMessage, ...seatPart } };
  }
  if (typeof msg.text !== 'string') return { ok: false, message: 'text must be a string' };
  if (msg.text.length > TEXT_INPUT_MAX)
    return { ok: false, message: `text is limited to ${CHAT_MAX_CHARS} characters` };
  const text = cleanChatText(msg.text);
  const n = [...text].length;
  if (n === 0) return { ok: false, message: 'text is empty once control and format characters are removed' };
  if (n > CHAT_MAX_CHARS) return { ok: false, message: `text is limited to ${CHAT_MAX_CHARS} characters (got ${n})` };
  return { ok: true, value: { text, ...seatPart } };
}

const UNIT_ID = /^[A-Za-z0-9_:-]{1,40}$/;

/** `{ cell: { q, r } } | { unit }` (+ `seat?`): integer coordinates within ±64, or a unit id. */
export function parsePingInput(msg: unknown): Parsed<PingInput> {
  if (!isRecord(msg)) return { ok: false, message: 'expected { cell: { q, r } } or { unit: id }' };
  const extra = onlyKeys(msg, ['cell', 'unit', 'seat']);
  if (extra) return { ok: false, message: extra };
  const seat = seatField(msg);
  if (!seat.ok) return seat;
  const seatPart = seat.value === undefined ? {} : { seat: seat.value };
  if ((msg.cell === undefined) === (msg.unit === undefined))
    return { ok: false, message: 'send exactly one of cell and unit' };
  if (msg.unit !== undefined) {
    if (typeof msg.unit !== 'string' || !UNIT_ID.test(msg.unit))
      return { ok: false, message: 'unit must be a unit id' };
    return { ok: true, value: { unit: msg.unit, ...seatPart } };
  }
  const c = msg.cell;
  const coord = (v: unknown) => Number.isInteger(v) && Math.abs(v as number) <= 64;
  if (!isRecord(c) || !coord(c.q) || !coord(c.r) || Object.keys(c).length !== 2)
    return { ok: false, message: 'cell must be { q, r } with integer coordinates' };
  return { ok: true, value: { cell: { q: c.q as number, r: c.r as number }, ...seatPart } };
}
