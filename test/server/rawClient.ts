// A client as an attacker writes it: raw HTTP requests to any path (no SDK normalising the URL or the body) and raw
// WebSocket frames (any type, any payload), so tests can send what no honest client would.
import { getMessageBytes, Protocol } from '@colyseus/core';
import { decode } from '@colyseus/schema';
import { unpack } from '@colyseus/msgpackr';
import http from 'node:http';
import WebSocket from 'ws';

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: Record<string, unknown> | null;
};

/** One HTTP request with the path exactly as given (repeated slashes, any case, a query, percent-encodings). */
export function rawHttp(
  port: number,
  method: string,
  path: string,
  body?: string | Buffer,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json: Record<string, unknown> | null;
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** A seat reservation as the matchmaker answers it. */
export type Reservation = { room: { roomId: string; processId: string; name: string }; sessionId: string };

/** POST /matchmake/<method>/<room> with `options` as the JSON body; the reservation, or throws with the answer. */
export async function rawMatchmake(
  port: number,
  method: string,
  roomName: string,
  options: unknown = {},
  path?: string,
): Promise<Reservation> {
  const res = await rawHttp(port, 'POST', path ?? `/matchmake/${method}/${roomName}`, JSON.stringify(options));
  if (res.status !== 200 || !res.json || res.json.error || !res.json.sessionId)
    throw Object.assign(new Error(`matchmake ${method} ${roomName}: ${res.status} ${res.text}`), { response: res });
  return res.json as unknown as Reservation;
}

/** A raw room connection: every frame it received (decoded when it is a room message), and how it closed. */
export type RawSocket = {
  ws: WebSocket;
  /** Room messages received, as [type, payload]. */
  messages: [string | number, unknown][];
  closed: { code: number; reason: string } | null;
  /** Sends one room message of `type` with `payload` packed as msgpack (anything msgpack can hold). */
  send(type: string | number, payload?: unknown): void;
  close(): void;
};

/** Opens the WebSocket of a reservation and acknowledges the join, as colyseus.js does; resolves once joined. */
export function rawConnect(port: number, reservation: Reservation): Promise<RawSocket> {
  const { room, sessionId } = reservation;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/${room.processId}/${room.roomId}?sessionId=${sessionId}`);
  const socket: RawSocket = {
    ws,
    messages: [],
    closed: null,
    send: (type, payload) => ws.send(getMessageBytes.raw(Protocol.ROOM_DATA, type, payload)),
    close: () => ws.terminate(),
  };
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('close', (code, reason) => {
      socket.closed = { code, reason: reason.toString() };
      reject(new Error(`closed before joining: ${code} ${reason.toString()}`));
    });
    ws.on('message', (data: Buffer) => {
      const code = data[0];
      if (code === Protocol.JOIN_ROOM) {
        ws.send(Buffer.from([Protocol.JOIN_ROOM]));
        resolve(socket);
      } else if (code === Protocol.ROOM_DATA) {
        socket.messages.push(decodeRoomData(data));
      }
    });
  });
}

/** Reserves and connects in one go. */
export async function rawJoin(
  port: number,
  method: string,
  roomName: string,
  options: unknown = {},
): Promise<RawSocket> {
  return rawConnect(port, await rawMatchmake(port, method, roomName, options));
}

/** [type, payload] of a ROOM_DATA frame (type as a string or a number, payload as msgpack). */
function decodeRoomData(data: Buffer): [string | number, unknown] {
  const it = { offset: 1 };
  const type = decode.stringCheck(data, it) ? decode.string(data, it) : decode.number(data, it);
  const payload = data.byteLength > it.offset ? unpack(data.subarray(it.offset)) : undefined;
  return [type, payload];
}
