import { matchMaker } from '@colyseus/core';
import { randomBytes } from 'node:crypto';
import { pendingRestores } from '../rooms/BattleRoom';
import { listMatchRecords } from './matchRecord';

/**
 * Recreates a room for every unfinished match in the matches folder by replaying its record through the engine,
 * under the same join code, so players rejoin with their seat tokens. Returns the restored room ids.
 * With several processes (Redis), give each process its own MATCHES_DIR, or let only one restore.
 */
export async function restoreMatches(matchesDir: string, roomName = 'battle'): Promise<string[]> {
  const restored: string[] = [];
  for (const record of listMatchRecords(matchesDir)) {
    if (record.end) continue;
    const nonce = randomBytes(16).toString('hex');
    pendingRestores.set(nonce, record.file);
    try {
      const room = await matchMaker.createRoom(roomName, { restore: nonce });
      restored.push(room.roomId);
    } catch (e) {
      console.error(`[restore] ${record.file} could not be restored:`, (e as Error).message);
    } finally {
      pendingRestores.delete(nonce);
    }
  }
  return restored;
}
