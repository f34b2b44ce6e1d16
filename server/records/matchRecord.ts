/**
 * Match records: one JSON-lines file per match in the matches folder (docs/online.md "Records").
 * The first line is the setup (with the seed inside the setup the engine got), then one line per accepted engine
 * command, seat changes, and an end line. (setup, seed, commands) replays the match exactly (docs/architecture.md "The engine contract").
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MatchSetup } from '../engine';
import { cutTornTail, syncData, syncDir, writeAll } from './durableFile';

const closeFd = promisify(fs.close);

/** Seat holder as recorded: the hash of the seat's rejoin token lets a player reclaim the seat after a restart. */
/** A seat as the record keeps it; `botLevel` the level of its bot (absent in records from before the levels: the room's). */
export type RecordedSeat = { name: string; bot: boolean; tokenHash: string; botLevel?: string };

/** First line of a record. */
export type SetupLine = {
  t: 'setup';
  v: 1;
  matchId: string;
  roomId: string;
  roomName: string;
  createdAt: string;
  options: Record<string, unknown>;
  seed: number;
  setup: MatchSetup;
  seats: RecordedSeat[];
};
/** One accepted engine command; `by` says who sent it (a player, a bot, or the room on a deadline). */
export type CommandLine = {
  t: 'cmd';
  i: number;
  seat: number;
  by: 'player' | 'bot' | 'timeout';
  command: unknown;
  at: number;
};
/** A seat changed hands during play (bot takeover, rejoin with a new token). */
export type SeatLine = { t: 'seat'; seat: number; name: string; bot: boolean; tokenHash: string; at: number };
/** The command numbered `i` (the last one) was taken back by its seat: replays leave it out, the next command is `i` again. */
export type UndoLine = { t: 'undo'; i: number; seat: number; at: number };
/** The match ended: the engine's winner, an end with its reason (rooms/matchEnd.ts: idle, the O-53 quiet draw), or abandoned. */
export type EndLine = { t: 'end'; at: number; result: unknown };
/**
 * A concession or draw offer and its answers (docs/online.md "Concede and draw offers"): `team` the asking team, `seat`
 * the seat that asked, or that declined; the result itself is the engine command that follows an 'accepted'.
 */
export type OfferLine = {
  t: 'offer';
  kind: 'concede' | 'draw';
  team: 'red' | 'blue';
  seat: number;
  answer: 'offered' | 'accepted' | 'declined' | 'expired';
  at: number;
};
/** Any record line. */
export type RecordLine = SetupLine | CommandLine | SeatLine | UndoLine | EndLine | OfferLine;

/** A line of a record that cannot be replayed as written (1-based line number). */
export type RecordProblem = { line: number; message: string };

/**
 * A record read back. `problems` lists the full lines that are damaged or out of order: only the last line may be torn
 * (a crash mid-write), and it is dropped without a problem; any other damage means the record is not what was played.
 */
export type MatchRecord = {
  setup: SetupLine;
  commands: CommandLine[];
  seats: RecordedSeat[];
  end?: EndLine;
  file: string;
  problems: RecordProblem[];
  /** The concessions and draw offers asked and answered, in order. */
  offers?: OfferLine[];
};

/** What GET /api/matches/:id returns: the replay, without the seat token hashes. */
export type PublicMatchRecord = {
  matchId: string;
  roomName: string;
  createdAt: string;
  options: Record<string, unknown>;
  seed: number;
  setup: unknown;
  seats: { name: string; bot: boolean }[];
  commands: { seat: number; by: string; command: unknown; at: number }[];
  result: unknown;
  endedAt: number;
  /** The concessions and draw offers, asked and answered (docs/online.md "Concede and draw offers"). */
  offers: Omit<OfferLine, 't'>[];
};

/** sha256 of a seat token, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Match ids are file names: letters, digits, '-' and '_'. */
export function isMatchId(s: unknown): s is string {
  return typeof s === 'string' && /^[A-Za-z0-9_-]{1,80}$/.test(s);
}

/** The record files of a folder (none when the folder does not exist yet). */
export async function listRecordFiles(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith('.jsonl'))
    .sort()
    .map((n) => path.join(dir, n));
}

/** Called with a record's file once its end line is on disk; one listener per matches folder (the listing's index). */
const endListeners = new Map<string, (file: string) => Promise<void>>();

/** Tells `listener` about every record in `dir` that ends from now on (replaces the folder's previous listener). */
export function onRecordEnded(dir: string, listener: (file: string) => Promise<void>): void {
  endListeners.set(path.resolve(dir), listener);
}

/**
 * Appends lines to one match's record as the match goes. Each line is one synchronous write to the page cache (a few
 * microseconds, in order, before the room answers): a write stream cost more than that in callbacks and thread-pool
 * hand-offs for every command. Command lines stop there: they survive the process being killed, not a power loss.
 * The setup, seat and end lines are also flushed with fdatasync (in the thread pool; close() waits for it, so the end
 * is on disk before the room reports it). Reopening a record (restore) first cuts a torn last line.
 */
export class MatchLog {
  readonly file: string;
  private fd: number | null;
  /** Bytes of whole lines in the file: a failed write is cut back to it, so a line is all there or not at all. */
  private size: number;
  private dirSynced: boolean;
  private ended = false;
  /** The fdatasyncs asked for, in order; the file stays open until they are done. */
  private flushed: Promise<void> = Promise.resolve();

  constructor(
    readonly dir: string,
    readonly matchId: string,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    this.file = path.join(dir, `${matchId}.jsonl`);
    this.fd = fs.openSync(this.file, 'a+');
    const { size, cut } = cutTornTail(this.fd);
    if (cut > 0) console.warn(`[records] ${this.file}: cut a torn last line (${cut} bytes) before appending`);
    this.size = size;
    this.dirSynced = size > 0; // a new file needs its folder entry flushed too
  }

  /** Appends one line. */
  append(line: RecordLine): void {
    if (this.fd === null) return;
    const buf = Buffer.from(JSON.stringify(line) + '\n');
    try {
      writeAll(this.fd, buf);
    } catch (e) {
      try {
        fs.ftruncateSync(this.fd, this.size);
      } catch {
        // the write error below says what went wrong; a restore cuts what is left of the line
      }
      throw e;
    }
    this.size += buf.length;
    if (line.t === 'end') this.ended = true;
    if (line.t !== 'cmd') this.flush();
  }

  /** Waits for the flushes, closes the file, and tells the listing when the match has ended. */
  async close(): Promise<void> {
    if (this.fd === null) return;
    const fd = this.fd;
    this.fd = null;
    await this.flushed;
    await closeFd(fd);
    if (this.ended)
      await endListeners
        .get(path.resolve(this.dir))?.(this.file)
        .catch((e: unknown) => {
          console.error(`[records] ${this.file}: not added to the listing`, e);
        });
  }

  private flush(): void {
    const fd = this.fd!;
    this.flushed = this.flushed
      .then(() => syncData(fd))
      .then(() =>
        this.dirSynced
          ? undefined
          : syncDir(this.dir).then(() => {
              this.dirSynced = true;
            }),
      )
      .catch((e: unknown) =>
        console.error(`[records] ${this.file}: fdatasync failed; the last lines may not survive a power loss`, e),
      );
  }
}

/**
 * Parses a record's text. Only lines ending with a newline count: whatever follows the last newline is a line torn by
 * a crash, dropped (MatchLog cuts it before appending). Null when there is no setup line.
 */
export function parseMatchRecord(text: string, file: string): MatchRecord | null {
  let setup: SetupLine | null = null;
  const commands: CommandLine[] = [];
  const offers: OfferLine[] = [];
  let seats: RecordedSeat[] = [];
  let end: EndLine | undefined;
  const problems: RecordProblem[] = [];
  const lines = text.slice(0, text.lastIndexOf('\n') + 1).split('\n');
  lines.pop(); // the empty string after the last newline
  for (const [n, raw] of lines.entries()) {
    if (!raw.trim()) continue;
    const line = parseLine(raw);
    const problem = (message: string) => problems.push({ line: n + 1, message });
    if (!line) problem('not a record line');
    else if (line.t === 'setup') {
      if (setup) problem('a second setup line');
      else {
        setup = line;
        seats = line.seats.map((s) => ({ ...s }));
      }
    } else if (line.t === 'cmd') {
      // The room numbers its commands from 0: a gap means a command line was lost.
      if (line.i !== commands.length) problem(`command ${line.i} where command ${commands.length} was expected`);
      commands.push(line);
    } else if (line.t === 'undo') {
      // Only the last command can be taken back.
      if (commands.length === 0 || commands[commands.length - 1].i !== line.i)
        problem(`undo of command ${line.i} where the last is ${commands.length - 1}`);
      else commands.pop();
    } else if (line.t === 'seat') {
      if (seats[line.seat]) seats[line.seat] = { name: line.name, bot: line.bot, tokenHash: line.tokenHash };
      else problem(`seat ${line.seat} does not exist`);
    } else if (line.t === 'offer') offers.push(line);
    else end = line;
  }
  return setup ? { setup, commands, seats, end, file, problems, offers } : null;
}

/** One line as a record line, or null when it is not one (not JSON, or no known kind). */
export function parseLine(raw: string): RecordLine | null {
  let line: unknown;
  try {
    line = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof line !== 'object' || line === null) return null;
  const t = (line as { t?: unknown }).t;
  if (t === 'setup') return Array.isArray((line as SetupLine).seats) ? (line as SetupLine) : null;
  if (t === 'cmd') return Number.isInteger((line as CommandLine).i) ? (line as CommandLine) : null;
  if (t === 'undo') return Number.isInteger((line as UndoLine).i) ? (line as UndoLine) : null;
  return t === 'seat' || t === 'end' || t === 'offer' ? (line as RecordLine) : null;
}

/** Reads a record file synchronously (the room's restore, at start-up); null when missing or not a record. */
export function readMatchRecord(file: string): MatchRecord | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  return parseMatchRecord(text, file);
}

/** Reads a record file off the event loop (HTTP, the restore scan); null when missing or not a record. */
export async function readMatchRecordAsync(file: string): Promise<MatchRecord | null> {
  let text: string;
  try {
    text = await fs.promises.readFile(file, 'utf8');
  } catch {
    return null;
  }
  return parseMatchRecord(text, file);
}

/** The public form of a finished record. */
export function toPublicRecord(r: MatchRecord & { end: EndLine }): PublicMatchRecord {
  const s = r.setup;
  return {
    matchId: s.matchId,
    roomName: s.roomName,
    createdAt: s.createdAt,
    options: s.options,
    seed: s.seed,
    setup: s.setup,
    seats: r.seats.map(({ name, bot }) => ({ name, bot })),
    commands: r.commands.map(({ seat, by, command, at }) => ({ seat, by, command, at })),
    result: r.end.result,
    endedAt: r.end.at,
    offers: (r.offers ?? []).map(({ kind, team, seat, answer, at }) => ({ kind, team, seat, answer, at })),
  };
}
