/**
 * The one place the server reaches the rules engine (shared/rules, DESIGN "The engine contract").
 * The room calls only these six functions and never looks inside the state beyond what they return.
 * The engine is bound at start-up (bindEngine) so the server keeps building while shared/rules is being written;
 * until the engine exports all six, rooms still list, seat, chat options and reconnect, and `start` answers
 * `room/engine_unavailable`.
 */
import { pathToFileURL } from 'node:url';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** A seat at the table (0..3). */
export type Seat = 0 | 1 | 2 | 3;
/** Every seat, in order. */
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** The engine's typed player error (`area/reason`). */
export type EngineError = { code: string; message: string; ruleId?: string };
/** What applyCommand returns. */
export type ApplyResult =
  | { ok: true; state: unknown; events: unknown[] }
  | { ok: false; error: EngineError };

/** The engine functions the room needs, exactly as shared/rules exports them. */
export interface Engine {
  createMatch(setup: unknown): unknown;
  applyCommand(state: unknown, seat: Seat, command: unknown): ApplyResult;
  legalCommands(state: unknown, seat: Seat): unknown;
  viewFor(state: unknown, who: Seat | 'spectator'): unknown;
  awaiting(state: unknown): unknown;
  defaultCommand(state: unknown, seat: Seat): unknown;
  /** Optional: the events `viewer` may receive (private ones, such as another team's relicDealt, removed). */
  eventsFor?(state: unknown, events: unknown[], viewer: Seat | 'spectator'): unknown[];
}

const REQUIRED: readonly (keyof Engine)[] = ['createMatch', 'applyCommand', 'legalCommands', 'viewFor', 'awaiting', 'defaultCommand'];

let bound: Engine | null = null;
let missing: string[] = [...REQUIRED];

/** Loads shared/rules and binds it when it exports the whole contract; returns the names still missing. */
export async function bindEngine(): Promise<string[]> {
  if (bound) return [];
  const entry = path.join(fileURLToPath(new URL('../shared/rules/', import.meta.url)), 'index.ts');
  let mod: Record<string, unknown> = {};
  try {
    mod = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
  } catch {
    mod = {};
  }
  missing = REQUIRED.filter((name) => typeof mod[name] !== 'function');
  if (missing.length === 0) bound = mod as unknown as Engine;
  return missing;
}

/** The bound engine, or null while shared/rules does not yet export the whole contract. */
export function engine(): Engine | null {
  return bound;
}

/** Which contract functions shared/rules does not export yet (for the error message). */
export function missingEngineFunctions(): readonly string[] {
  return missing;
}
