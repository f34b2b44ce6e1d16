import { useEffect, useState } from 'react';
import { Client, type Room } from 'colyseus.js';
import { serverEndpoint } from '../../net';

/** A listed room (docs/online.md: listing metadata `{ name, code, variant, seatsTaken, started }`). */
export type ListedRoom = {
  roomId: string;
  name: string;
  code: string;
  variant: string;
  seatsTaken: number;
  started: boolean;
};

type RawListing = { roomId: string; metadata?: Partial<Omit<ListedRoom, 'roomId'>> };

function toListed(raw: RawListing): ListedRoom {
  const m = raw.metadata ?? {};
  return {
    roomId: raw.roomId,
    name: m.name ?? raw.roomId,
    code: m.code ?? raw.roomId,
    variant: m.variant ?? 'beginner',
    seatsTaken: m.seatsTaken ?? 0,
    started: !!m.started,
  };
}

/** Open rooms from the lobby room ('rooms' on join, then '+' and '-'); `error` when the lobby cannot be reached. */
export function useLobbyRooms(): { rooms: ListedRoom[]; error: boolean } {
  const [rooms, setRooms] = useState<ListedRoom[]>([]);
  const [error, setError] = useState(false);
  useEffect(() => {
    let lobby: Room | null = null;
    let closed = false;
    new Client(serverEndpoint())
      .joinOrCreate('lobby')
      .then((r) => {
        if (closed) return void r.leave();
        lobby = r;
        r.onMessage('rooms', (list: RawListing[]) => setRooms(list.map(toListed)));
        r.onMessage('+', ([roomId, listing]: [string, RawListing]) =>
          setRooms((prev) => [...prev.filter((x) => x.roomId !== roomId), toListed({ ...listing, roomId })]),
        );
        r.onMessage('-', (roomId: string) => setRooms((prev) => prev.filter((x) => x.roomId !== roomId)));
      })
      .catch(() => !closed && setError(true));
    return () => {
      closed = true;
      void lobby?.leave();
    };
  }, []);
  return { rooms, error };
}
