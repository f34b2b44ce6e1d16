import { matchMaker } from '@colyseus/core';
import fs from 'node:fs';
import path from 'node:path';
import { restoreHandoff } from '../handoff';
import { listRecordFiles, readMatchRecordAsync } from './matchRecord';
import { readRecordEnds } from './recordEnds';

/** Where records that cannot be restored are kept, inside the matches folder (docs/online.md "Restore after a restart"). */
export const QUARANTINE_DIR = 'quarantine';

/**
 * Recreates a room for every unfinished match in the matches folder by replaying its record through the engine,
 * under the same join code, so players rejoin with their seat tokens. Returns the restored room ids.
 * A record that cannot be replayed as written (a damaged line before the last, a command the engine refuses) is not
 * restored: it is moved to the quarantine folder and the reason logged, never dropped silently.
 * With several processes (Redis), give each process its own MATCHES_DIR, or let only one restore.
 */
export async function restoreMatches(matchesDir: string, roomName = 'battle'): Promise<string[]> {
  const restored: string[] = [];
  for (const file of await listRecordFiles(matchesDir)) {
    const ends = await readRecordEnds(file);
    if (!ends || ends.end) continue;
    const record = await readMatchRecordAsync(file);
    if (!record) continue;
    if (record.problems.length > 0) {
      await refuse(file, record.problems.map((p) => `line ${p.line}: ${p.message}`).join('; '));
      continue;
    }
    const nonce = restoreHandoff.put(record);
    try {
      const room = await matchMaker.createRoom(roomName, { restore: nonce });
      restored.push(room.roomId);
    } catch (e) {
      await refuse(file, (e as Error).message);
    } finally {
      restoreHandoff.drop(nonce);
    }
  }
  return restored;
}

/** Moves a record that cannot be restored to the quarantine folder, under a new name, and says so loudly. */
async function refuse(file: string, why: string): Promise<void> {
  const dir = path.join(path.dirname(file), QUARANTINE_DIR);
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  const kept = path.join(dir, `${path.basename(file, '.jsonl')}.${stamp}.jsonl`);
  try {
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.rename(file, kept);
    console.error(`[restore] ${file} not restored (${why}); kept as ${kept}`);
  } catch (e) {
    console.error(`[restore] ${file} not restored (${why}); it could not be moved to ${dir}, so it stays in place`, e);
  }
}
