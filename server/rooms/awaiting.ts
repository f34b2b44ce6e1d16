import { isSeat } from './messages';
import type { Seat } from '../engine';

/** What the room needs from the engine's awaiting(): the prompt id, its kind, and the seats that must answer. */
export type Prompt = { id: string; kind: string; seats: Seat[] };

/** Reads the engine's awaiting() answer; null when nothing is awaited (the match is over). */
export function readAwaiting(a: unknown): Prompt | null {
  if (a === null || a === undefined || typeof a !== 'object') return null;
  const o = a as Record<string, unknown>;
  const seatsRaw = Array.isArray(o.seats) ? o.seats : o.seat !== undefined ? [o.seat] : [];
  const seats = seatsRaw.filter(isSeat);
  const id = o.promptId ?? o.id;
  if (seats.length === 0 || (typeof id !== 'string' && typeof id !== 'number')) return null;
  return { id: String(id), kind: typeof o.kind === 'string' ? o.kind : 'turn', seats };
}
