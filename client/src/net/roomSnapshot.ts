import type { Seat } from '../../../shared/rules';
import { isBotLevel, type BotLevel } from '../../../shared/ai/levelNames';

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

/** Room options (docs/online.md "Options"). */
export type RoomOptions = {
  variant: 'beginner' | 'standard';
  reactionDeadlineS: number;
  turnDeadlineS: number;
  reconnectS: number;
  botsForEmpty: boolean;
  botTakeover: boolean;
  /** The level of the bots that fill empty seats and take over dropped ones (docs/bot.md). */
  botLevel: BotLevel;
  private: boolean;
  /** 'auto' | 'none' | 'move' | 'bank' (docs/online.md "Clocks"). */
  clock: 'auto' | 'none' | 'move' | 'bank';
  bankS: number;
  bankAddS: number;
  /** The most seconds one clock extension adds (0 = none). */
  extensionMaxS: number;
  spectatorsHearTeams: boolean;
};

/** A member of the room. */
export type MemberInfo = { id: string; name: string; connected: boolean; spectator: boolean };
/** What the engine waits for, with the room's deadline (epoch ms, 0 = none). */
/** The open prompt: its id, kind, awaited seats, deadline (epoch ms, 0 = none) and whether it had its one extension. */
export type PromptInfo = { id: string; kind: string; seats: Seat[]; deadline: number; extended: boolean };

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

type Iter<T> = { forEach: (fn: (value: T, key: string) => void) => void } | undefined;

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
  source?.forEach((value, key) => out.push([key, value]));
  return out;
}

/** Reads the decoded colyseus state (schema instances) into a plain snapshot; missing fields get defaults. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- colyseus decodes by reflection: no schema classes on the client
export function readSnapshot(state: any): RoomSnapshot {
  const o = state?.options ?? {};
  return {
    phase: state?.phase ?? 'lobby',
    code: state?.code ?? '',
    name: state?.name ?? '',
    host: state?.host ?? '',
    matchId: state?.matchId ?? '',
    endReason: state?.endReason ?? '',
    clock: ['none', 'move', 'bank'].includes(state?.clock) ? state.clock : '',
    rematch: state?.rematch ?? '',
    rematchOf: state?.rematchOf ?? '',
    version: state?.version ?? 0,
    options: {
      variant: o.variant === 'standard' ? 'standard' : 'beginner',
      reactionDeadlineS: o.reactionDeadlineS ?? 30,
      turnDeadlineS: o.turnDeadlineS ?? 120,
      reconnectS: o.reconnectS ?? 60,
      botsForEmpty: !!o.botsForEmpty,
      botTakeover: o.botTakeover ?? true,
      botLevel: isBotLevel(o.botLevel) ? o.botLevel : 'normal',
      private: !!o.private,
      clock: ['none', 'move', 'bank'].includes(o.clock) ? o.clock : 'auto',
      bankS: o.bankS ?? 300,
      bankAddS: o.bankAddS ?? 10,
      extensionMaxS: o.extensionMaxS ?? 300,
      spectatorsHearTeams: !!o.spectatorsHearTeams,
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
      kind: state?.prompt?.kind ?? '',
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
