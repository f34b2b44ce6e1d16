import { useRoom } from '../../net';
import { loadName } from '../../net/storage';
import { navigate } from '../../nav/route';

const KEY = 'ifera:firstGames';

/** Room codes started as a first real game (their tips show); kept short. */
export function isFirstGame(code: string): boolean {
  try {
    return (JSON.parse(localStorage.getItem(KEY) ?? '[]') as string[]).includes(code);
  } catch {
    return false;
  }
}

function markFirstGame(code: string): void {
  try {
    const codes = (JSON.parse(localStorage.getItem(KEY) ?? '[]') as string[]).filter((c) => c !== code);
    localStorage.setItem(KEY, JSON.stringify([...codes, code].slice(-5)));
  } catch {
    // no storage: no tips
  }
}

/** Quick play with no clocks as a non-leader (the server's firstGame option), then the room, marked for tips. */
export async function startFirstGame(): Promise<void> {
  const id = await useRoom.getState().quickPlay(loadName() || 'Player', { firstGame: true });
  if (!id) return;
  markFirstGame(id);
  navigate(`/play/${id}`);
}
