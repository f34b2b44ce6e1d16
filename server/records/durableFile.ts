/**
 * The file operations an append-only record needs to stay whole across crashes (docs/online.md "Records"): a line is
 * written completely or not at all, a torn last line is cut before anything is appended after it, and the points that
 * must survive a power loss are flushed with fdatasync.
 */
import fs from 'node:fs';
import { promisify } from 'node:util';

const fdatasync = promisify(fs.fdatasync);
const NEWLINE = 0x0a;
const CHUNK = 64 * 1024;

/** Writes every byte of `buf`: writeSync may write fewer bytes than asked (a full disk, a signal). */
export function writeAll(fd: number, buf: Buffer): void {
  for (let off = 0; off < buf.length;) {
    const n = fs.writeSync(fd, buf, off, buf.length - off);
    if (n <= 0) throw new Error(`write returned ${n} with ${buf.length - off} bytes left`);
    off += n;
  }
}

/**
 * Cuts whatever follows the last newline (a line torn by a crash mid-write), so the next append starts a line of its
 * own instead of being glued onto the fragment. Returns the size kept and the number of bytes cut.
 */
export function cutTornTail(fd: number): { size: number; cut: number } {
  const size = fs.fstatSync(fd).size;
  const chunk = Buffer.alloc(Math.min(CHUNK, size));
  let end = 0;
  for (let to = size; to > 0;) {
    const from = Math.max(0, to - chunk.length);
    const n = fs.readSync(fd, chunk, 0, to - from, from);
    const at = chunk.subarray(0, n).lastIndexOf(NEWLINE);
    if (at >= 0) {
      end = from + at + 1;
      break;
    }
    to = from;
  }
  if (end < size) {
    fs.ftruncateSync(fd, end);
    fs.fdatasyncSync(fd); // the cut must not come back after a power loss under lines appended later
  }
  return { size: end, cut: size - end };
}

/** fdatasync in the thread pool: the data written so far survives a power loss once it resolves. */
export function syncData(fd: number): Promise<void> {
  return fdatasync(fd);
}

/** fsync of a folder, so a file created in it is still there after a power loss (a no-op where folders can't be opened). */
export async function syncDir(dir: string): Promise<void> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(dir, 'r');
  } catch {
    return;
  }
  try {
    await handle.sync();
  } catch {
    // some platforms refuse fsync on a folder; the file's own data is synced either way
  } finally {
    await handle.close();
  }
}
