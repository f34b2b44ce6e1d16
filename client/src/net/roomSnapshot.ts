import type { Seat } from '../../../shared/rules';
import type { AwaitKind } from '../../../shared/rules/awaiting';
import { isBotLevel, type BotLevel } from '../../../shared/ai/levelNames';
import { CLOCKS, ROOM_OPTION_DEFAULTS, VARIANTS, type RoomOptions } from '../../../shared/room/roomOptions';

// The room's synchronised state as plain data, field for field the server's schema (server/rooms/schema/BattleState.ts;
// test/client/net/roomSnapshot.test.ts reads a real schema instance and checks every field arrives). The options and
// their defaults are the ones the schema starts from (shared/room/roomOptions.ts).
export type { RoomOptions };

/** One seat of the room as the lobby and HUD show it (docs/online.md "State"); bankMs/bankSince: its time bank. */
export type SeatInfo = {
  seat: Seat;
  holder: string;
  name: string;
  bot: boolean;
  connected: boolean;
  ready: boolean;
  bankMs: number;
  bankSince: number;
  botLevel: BotLevel | '';
};

/** A member of the room. */
export type MemberInfo = { id: string; name: string; connected: boolean; spectator: boolean };
/**
 * The open prompt, the client's one prompt: what the engine waits for (`awaiting()`: its id, kind and awaited seats,
 * kind '' when nothing is awaited), with the room's deadline (epoch ms, 0 = none) and whether it had its one extension.
 * The engine's `legal.prompt` is not a second one: it is the acting seat's choices for this prompt.
 */
export type PromptInfo = { id: string; kind: AwaitKind | ''; seats: Seat[]; deadline: number; extended: boolean };
/** The prompt as the match screen shows it: the room's, or a lesson's own (the engine's `awaiting()`, no deadline). */
export type MatchPrompt = Pick<PromptInfo, 'id' | 'kind' | 'seats' | 'deadline'>;

/** The concession or draw offer waiting for answers (docs/online.md "Concede and draw offers"); kind '' when none. */
export type OfferInfo = {
  kind: '' | 'concede' | 'draw';
  team: '' | 'red' | 'blue';
  from: Seat;
  waiting: Seat[];
  deadline: number;
};

/** The rematch vote after the end (docs/online.md "Rematch"): per seat '' (not asked) | 'asked' | 'yes' | 'no'; empty until asked. */
export type RematchVoteInfo = { answers: ('' | 'asked' | 'yes' | 'no')[]; deadline: number; wait: boolean };

/** The room's synchronised state as plain data (everything but the game view, which rebuildView makes). */
export type RoomSnapshot = {
  phase: 'lobby' | 'playing' | 'finished';
  code: string;
  name: string;
  host: string;
  matchId: string;
  /** Why the room ended the match itself ('' = the game's own end; 'idle' = every seat stopped playing). */
  endReason: string;
  /** The clock of the match ('' before the start). */
  clock: '' | 'none' | 'move' | 'bank';
  /** The rematch room's code once asked for; the room this one is the rematch of. */
  rematch: string;
  rematchOf: string;
  version: number;
  options: RoomOptions;
  seats: SeatInfo[];
  members: MemberInfo[];
  prompt: PromptInfo;
  offer: OfferInfo;
  rematchVote: RematchVoteInfo;
};

/** A decoded collection: a MapSchema (string keys) or an ArraySchema (indexes). */
type Iter<T> = { forEach: (fn: (value: T, key: string | number) => void) => void } | undefined;

/**
 * The room state as colyseus decodes it on the client (schema instances read by reflection, no schema classes here):
 * the server schema's shape with every field possibly missing or of an unexpected type until checked.
 */
export type DecodedRoomState = Partial<{
  phase: unknown;
  code: string;
  name: string;
  host: string;
  matchId: string;
  endReason: string;
  clock: unknown;
  rematch: string;
  rematchOf: string;
  version: number;
  options: Partial<Record<keyof RoomOptions, unknown>>;
  seats: Iter<DecodedSeat>;
  members: Iter<DecodedMember>;
  prompt: Partial<{ id: string; kind: string; seats: Iter<number>; deadline: number; extended: boolean }>;
  offer: Partial<{ kind: unknown; team: unknown; from: number; waiting: Iter<number>; deadline: number }>;
  rematchVote: Partial<{ answers: Iter<string>; deadline: number; wait: boolean }>;
}>;

/** An option as decoded, else its default (a missing field, or a value of another type than the option's). */
function option<K extends keyof RoomOptions>(
  o: Partial<Record<keyof RoomOptions, unknown>>,
  key: K,
  valid: (value: unknown) => boolean = (v) => typeof v === typeof ROOM_OPTION_DEFAULTS[key],
): RoomOptions[K] {
  const value = o[key];
  return valid(value) ? (value as RoomOptions[K]) : ROOM_OPTION_DEFAULTS[key];
}

const oneOf =
  (values: readonly unknown[]) =>
  (value: unknown): boolean =>
    values.includes(value);

/** A seat, a member and a seat layer as colyseus decodes them (schema instances read by reflection): fields may be missing. */
type DecodedSeat = {
  seat: number;
  holder?: string;
  name?: string;
  bot?: boolean;
  connected?: boolean;
  ready?: boolean;
  bankMs?: number;
  bankSince?: number;
  botLevel?: string;
};
type DecodedMember = { name?: string; connected?: boolean; spectator?: boolean };
type DecodedLayer = { seat: number; leaves?: { size: number } & NonNullable<Iter<string>> };

function list<T>(source: Iter<T>): [string, T][] {
  const out: [string, T][] = [];
  source?.forEach((value, key) => out.push([String(key), value]));
  return out;
}

/** Reads the decoded colyseus state (schema instances) into a plain snapshot; missing fields get defaults. */
export function readSnapshot(state: DecodedRoomState | null | undefined): RoomSnapshot {
  const o = state?.options ?? {};
  return {
    phase: state?.phase === 'playing' || state?.phase === 'finished' ? state.phase : 'lobby',
    code: state?.code ?? '',
    name: state?.name ?? '',
    host: state?.host ?? '',
    matchId: state?.matchId ?? '',
    endReason: state?.endReason ?? '',
    clock: state?.clock === 'none' || state?.clock === 'move' || state?.clock === 'bank' ? state.clock : '',
    rematch: state?.rematch ?? '',
    rematchOf: state?.rematchOf ?? '',
    version: state?.version ?? 0,
    options: {
      variant: option(o, 'variant', oneOf(VARIANTS)),
      reactionDeadlineS: option(o, 'reactionDeadlineS'),
      turnDeadlineS: option(o, 'turnDeadlineS'),
      reconnectS: option(o, 'reconnectS'),
      botsForEmpty: option(o, 'botsForEmpty'),
      botTakeover: option(o, 'botTakeover'),
      botLevel: option(o, 'botLevel', isBotLevel),
      private: option(o, 'private'),
      clock: option(o, 'clock', oneOf(CLOCKS)),
      bankS: option(o, 'bankS'),
      bankAddS: option(o, 'bankAddS'),
      extensionMaxS: option(o, 'extensionMaxS'),
      spectatorsHearTeams: option(o, 'spectatorsHearTeams'),
    },
    seats: list<DecodedSeat>(state?.seats).map(([, s]) => ({
      seat: s.seat as Seat,
      holder: s.holder ?? '',
      name: s.name ?? '',
      bot: !!s.bot,
      connected: !!s.connected,
      ready: !!s.ready,
      bankMs: s.bankMs ?? 0,
      bankSince: s.bankSince ?? 0,
      botLevel: isBotLevel(s.botLevel) ? s.botLevel : '',
    })),
    members: list<DecodedMember>(state?.members).map(([id, m]) => ({
      id,
      name: m.name ?? '',
      connected: !!m.connected,
      spectator: !!m.spectator,
    })),
    prompt: {
      id: state?.prompt?.id ?? '',
      kind: (state?.prompt?.kind ?? '') as AwaitKind | '',
      seats: list<number>(state?.prompt?.seats).map(([, s]) => s as Seat),
      deadline: state?.prompt?.deadline ?? 0,
      extended: state?.prompt?.extended ?? false,
    },
    offer: {
      kind: state?.offer?.kind === 'concede' || state?.offer?.kind === 'draw' ? state.offer.kind : '',
      team: state?.offer?.team === 'red' || state?.offer?.team === 'blue' ? state.offer.team : '',
      from: (state?.offer?.from ?? 0) as Seat,
      waiting: list<number>(state?.offer?.waiting).map(([, s]) => s as Seat),
      deadline: state?.offer?.deadline ?? 0,
    },
    rematchVote: {
      answers: list<string>(state?.rematchVote?.answers).map(([, a]) =>
        a === 'asked' || a === 'yes' || a === 'no' ? a : '',
      ),
      deadline: state?.rematchVote?.deadline ?? 0,
      wait: !!state?.rematchVote?.wait,
    },
  };
}

/** Leaves of the public view and of each seat layer the client can read (only its own seats arrive). */
export function readLeaves(state: { layers?: Iter<DecodedLayer>; view?: Iter<string> } | null | undefined): {
  view: [string, string][];
  layers: Map<Seat, [string, string][]>;
} {
  const layers = new Map<Seat, [string, string][]>();
  list<DecodedLayer>(state?.layers).forEach(([, layer]) => {
    if (layer?.leaves && layer.leaves.size > 0) layers.set(layer.seat as Seat, list<string>(layer.leaves));
  });
  return { view: list<string>(state?.view), layers };
}

/** The seats a session holds. */
export function seatsOf(snapshot: RoomSnapshot | null, sessionId: string | null): Seat[] {
  if (!snapshot || !sessionId) return [];
  return snapshot.seats.filter((s) => s.holder === sessionId).map((s) => s.seat);
}
