/**
 * The browser bot's message protocol (issue 32; docs/bot.md "Where it runs"): the page asks "decide for seat S of
 * this view at level L" and the worker (botWorker.ts) answers with the level's command, or with a typed error naming
 * what was wrong with the request. Pure: the worker only carries these messages, and the tests call them directly.
 */
import { chooseLevelCommand, isBotLevel, type BotLevel } from '../../../shared/ai';
import { standardEngine, type Command, type GameState, type Seat } from '../../../shared/rules';

/** One question: `view` is what `seat` sees (viewFor), never the whole state; `salt` varies a decision (a count). */
export type BotRequest = { id: number; view: GameState; seat: Seat; level: BotLevel; salt: number };

export const BOT_ERROR_CODES = ['bot/bad_request', 'bot/not_awaited', 'bot/failed'] as const;
export type BotErrorCode = (typeof BOT_ERROR_CODES)[number];
export type BotError = { code: BotErrorCode; message: string };

/** The answer: the command (null when the engine lists none), or the error; `id` is the request's (null if unreadable). */
export type BotReply =
  { id: number; ok: true; command: Command | null } | { id: number | null; ok: false; error: BotError };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** The request if it is one, else what is wrong with it (the first field that is). */
export function readBotRequest(data: unknown): BotRequest | BotError {
  const bad = (message: string): BotError => ({ code: 'bot/bad_request', message });
  if (!isRecord(data)) return bad('a bot request is an object');
  const { id, view, seat, level, salt } = data;
  if (!isCount(id)) return bad(`id must be a whole number of at least 0, got ${JSON.stringify(id)}`);
  if (!isBotLevel(level)) return bad(`level must be gentle, normal or strong, got ${JSON.stringify(level)}`);
  if (!isCount(seat) || seat > 3) return bad(`seat must be 0, 1, 2 or 3, got ${JSON.stringify(seat)}`);
  if (!isCount(salt)) return bad(`salt must be a whole number of at least 0, got ${JSON.stringify(salt)}`);
  if (!isRecord(view) || !isRecord(view.units) || !Array.isArray(view.seats) || typeof view.stage !== 'string')
    return bad('view must be a game view (units, seats and stage)');
  return { id, view: view as GameState, seat: seat as Seat, level, salt };
}

/** The reply to one message: read it, check the seat is the one the view awaits, and ask the level. */
export function answerBotRequest(data: unknown): BotReply {
  const request = readBotRequest(data);
  const id = isRecord(data) && isCount(data.id) ? data.id : null;
  if ('code' in request) return { id, ok: false, error: request };
  try {
    const waiting = standardEngine.awaiting(request.view);
    if (!waiting || !waiting.seats.includes(request.seat))
      return {
        id,
        ok: false,
        error: {
          code: 'bot/not_awaited',
          message: waiting
            ? `seat ${request.seat} is not awaited in this view (seat ${waiting.seats.join(', ')} is: ${waiting.kind})`
            : `seat ${request.seat} is not awaited: the game is over`,
        },
      };
    const command = chooseLevelCommand(standardEngine, request.view, request.seat, request.level, request.salt);
    return { id: request.id, ok: true, command };
  } catch (e) {
    return { id, ok: false, error: { code: 'bot/failed', message: e instanceof Error ? e.message : String(e) } };
  }
}
