/**
 * Match records: one JSON-lines file per match in the matches folder (docs/online.md "Records").
 * The first line is the setup (with the seed inside the setup the engine got), then one line per accepted engine
 * command, seat changes, and an end line. (setup, seed, commands) replays the match exactly (DESIGN engine contract).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Seat holder as recorded: the hash of the seat's rejoin token lets a player reclaim the seat after a restart. */
export type RecordedSeat = { name: string; bot: boolean; tokenHash: string };

/** First line of a record. */
export type SetupLine = {
  t: 'setup'; v: 1; matchId: string; roomId: string; roomName: string; createdAt: string;
  options: Record<string, unknown>; seed: number; setup: unknown; seats: RecordedSeat[];
};
/** One accepted engine command; `by` says who sent it (a player, a bot, or the room on a deadline). */
export type CommandLine = { t: 'cmd'; i: number; seat: number; by: 'player' | 'bot' | 'timeout'; command: unknown; at: number };
/** A seat changed hands during play (bot takeover, rejoin with a new token). */
export type SeatLine = { t: 'seat'; seat: number; name: string; bot: boolean; tokenHash: string; at: number };
/** The match ended (result from the engine's view) or was abandoned. */
export type EndLine = { t: 'end'; at: number; result: unknown };
/** Any record line. */
export type RecordLine = SetupLine | CommandLine | SeatLine | EndLine;

/** A record read back. */
export type MatchRecord = { setup: SetupLine; commands: CommandLine[]; seats: RecordedSeat[]; end?: EndLine; file: string };

/** What GET /api/matches/:id returns: the replay, without the seat token hashes. */
export type PublicMatchRecord = {
  matchId: string; roomName: string; createdAt: string; options: Record<string, unknown>; seed: number; setup: unknown;
  seats: { name: string; bot: boolean }[]; commands: { seat: number; by: string; command: unknown; at: number }[];
  result: unknown; endedAt: number;
};

/** sha256 of a seat token, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Match ids are file names: letters, digits, '-' and '_'. */
export function isMatchId(s: unknown): s is string {
  return typeof s === 'string' && /^[A-Za-z0-9_-]{1,80}$/.test(s);
}

/**
 * Appends lines to one match's record as the match goes. Each line is one synchronous append to the page cache (a few
 * microseconds): a write stream cost more than that in callbacks and thread-pool hand-offs for every command, and the
 * record is on disk, in order, by the time the room answers.
 */
export class MatchLog {
  readonly file: string;
  private fd: number | null;

  constructor(dir: string, readonly matchId: string) {
    fs.mkdirSync(dir, { recursive: true });
    this.file = path.join(dir, `${matchId}.jsonl`);
    this.fd = fs.openSync(this.file, 'a');
  }

  /** Appends one line. */
  append(line: RecordLine): void {
    if (this.fd !== null) fs.writeSync(this.fd, JSON.stringify(line) + '\n');
  }

  /** Closes the file (every line is already written). */
  close(): Promise<void> {
    if (this.fd !== null) {
      fs.closeSync(this.fd);
      this.fd = null;
    }
    return Promise.resolve();
  }
}

/** Reads a record file; null when it is not a record (no setup line). A torn last line (crash mid-write) is dropped. */
export function readMatchRecord(file: string): MatchRecord | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  let setup: SetupLine | null = null;
  const commands: CommandLine[] = [];
  let seats: RecordedSeat[] = [];
  let end: EndLine | undefined;
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    let line: RecordLine;
    try {
      line = JSON.parse(raw) as RecordLine;
    } catch {
      continue;
    }
    if (line.t === 'setup' && !setup) {
      setup = line;
      seats = line.seats.map((s) => ({ ...s }));
    } else if (line.t === 'cmd') commands.push(line);
    else if (line.t === 'seat' && seats[line.seat]) seats[line.seat] = { name: line.name, bot: line.bot, tokenHash: line.tokenHash };
    else if (line.t === 'end') end = line;
  }
  return setup ? { setup, commands, seats, end, file } : null;
}

/** Every record in a folder (unreadable files skipped), newest first. */
export function listMatchRecords(dir: string): MatchRecord[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((n) => n.endsWith('.jsonl'));
  } catch {
    return [];
  }
  return names
    .map((n) => readMatchRecord(path.join(dir, n)))
    .filter((r): r is MatchRecord => r !== null)
    .sort((a, b) => (a.setup.createdAt < b.setup.createdAt ? 1 : -1));
}

/** The public form of a finished record. */
export function toPublicRecord(r: MatchRecord & { end: EndLine }): PublicMatchRecord {
  const s = r.setup;
  return {
    matchId: s.matchId, roomName: s.roomName, createdAt: s.createdAt, options: s.options, seed: s.seed, setup: s.setup,
    seats: r.seats.map(({ name, bot }) => ({ name, bot })),
    commands: r.commands.map(({ seat, by, command, at }) => ({ seat, by, command, at })),
    result: r.end.result, endedAt: r.end.at,
  };
}
