import fs from 'node:fs';
import { parseLine, readMatchRecordAsync, type EndLine, type SetupLine } from './matchRecord';

/** What a record's first and last lines tell: its setup, its end when it is finished, and how many commands it has. */
export type RecordEnds = { setup: SetupLine; end?: EndLine; commands: number };

/** Bytes read at each end of a record; a setup line and the last few lines fit in it. */
const WINDOW = 16 * 1024;

/**
 * Reads a record's first line and its last lines only, off the event loop: the listing and the restore scan need
 * no more, and parsing every line of thousands of records is what blocked the server. The command count is the last
 * command's number + 1 (the room numbers them from 0). Anything unusual (a line longer than the window, a damaged
 * line near the end) falls back to reading the whole record. Null when missing or not a record.
 */
export async function readRecordEnds(file: string): Promise<RecordEnds | null> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch {
    return null;
  }
  let head: string;
  let tail: string;
  let tailFrom: number;
  let size: number;
  try {
    size = (await handle.stat()).size;
    head = await readAt(handle, 0, Math.min(size, WINDOW));
    tailFrom = Math.max(0, size - WINDOW);
    tail = size <= WINDOW ? head : await readAt(handle, tailFrom, size - tailFrom);
  } finally {
    await handle.close();
  }
  const ends = fromEnds(head, tail, tailFrom, size);
  if (ends !== 'unsure') return ends;
  const record = await readMatchRecordAsync(file);
  return record && { setup: record.setup, end: record.end, commands: record.commands.length };
}

function fromEnds(head: string, tail: string, tailFrom: number, size: number): RecordEnds | null | 'unsure' {
  const firstNewline = head.indexOf('\n');
  if (firstNewline < 0) return size <= WINDOW ? null : 'unsure'; // no whole line at all, or a very long one
  const setup = parseLine(head.slice(0, firstNewline));
  if (setup?.t !== 'setup') return 'unsure';
  // Whole lines only (a torn last line is not part of the record); the first one is cut when the tail starts mid-file.
  const lines = tail
    .slice(0, tail.lastIndexOf('\n') + 1)
    .split('\n')
    .slice(tailFrom > 0 ? 1 : 0, -1);
  let end: EndLine | undefined;
  let last = true;
  for (let k = lines.length - 1; k >= 0; k--) {
    if (!lines[k].trim()) continue;
    const line = parseLine(lines[k]);
    if (!line) return 'unsure';
    if (last && line.t === 'end') end = line;
    last = false;
    if (line.t === 'cmd') return { setup, end, commands: line.i + 1 };
    if (line.t === 'undo') return { setup, end, commands: line.i };
    if (line.t === 'setup') return { setup, end, commands: 0 };
  }
  return 'unsure';
}

async function readAt(handle: fs.promises.FileHandle, position: number, length: number): Promise<string> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buf, 0, length, position);
  return buf.toString('utf8', 0, bytesRead);
}
