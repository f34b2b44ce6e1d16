// Issue 28 break 5: "No size limit on matchmaking bodies." One 256 MiB join request took the server from 89 to
// 1,474 MiB and other rooms' p99 to 2.8 s, and the memory stayed. A body over a few KiB must be refused with 413 before
// it is buffered, whether its length is declared or not. Raw HTTP.
import type { ColyseusTestServer } from '@colyseus/testing';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../server/guard/bodyLimit';
import { bootServer } from './helpers';
import { rawConnect, rawHttp, rawJoin, type Reservation } from './rawClient';

const PORT = 3254;
let colyseus: ColyseusTestServer;
beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
});
afterAll(() => colyseus.shutdown());

/**
 * Streams `total` bytes of a JSON string to `path` without a declared length (chunked), as fast as the socket takes them;
 * resolves with the status once the server answers, and how many bytes had been written by then.
 */
function streamBody(path: string, total: number): Promise<{ status: number; written: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path,
        agent: false,
        headers: { 'Content-Type': 'application/json' },
      },
      (res) => {
        answered = true;
        resolve({ status: res.statusCode ?? 0, written });
        res.resume();
      },
    );
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    req.write('{"name":"');
    const pump = () => {
      while (!answered && written < total) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end('"}');
    };
    pump();
  });
}

describe('request bodies are capped before they are buffered', () => {
  it('a join whose declared length is 256 MiB is refused with 413 before its body is read', async () => {
    const res = await new Promise<{ status: number; text: string }>((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          method: 'POST',
          path: '/matchmake/joinOrCreate/lobby',
          agent: false,
          headers: { 'Content-Type': 'application/json', 'Content-Length': String(256 * 2 ** 20) },
        },
        (r) => {
          let text = '';
          r.on('data', (c) => {
            text += c;
          });
          r.on('end', () => resolve({ status: r.statusCode ?? 0, text }));
        },
      );
      req.on('error', () => {}); // the server closes the connection after its answer
      req.write('{"name":"'); // the rest never comes: the answer must not wait for it
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text).code).toBe('net/too_large');
  });

  it('a chunked join body is refused with 413 once it passes the cap, long before 64 MiB are sent', async () => {
    const { status, written } = await streamBody('/matchmake/joinOrCreate/lobby', 64 * 2 ** 20);
    expect(status).toBe(413);
    expect(written).toBeLessThan(64 * 2 ** 20);
  });

  it.each(['/matchmake//joinOrCreate/lobby', '/?x=/matchmake/create/battle'])(
    'the cap holds on %s too',
    async (path) => {
      const { status } = await streamBody(path, 4 * 2 ** 20);
      expect(status).toBe(413);
    },
  );

  it('a body under the cap is served as before, and the server still serves after the refusals', async () => {
    const name = 'x'.repeat(20);
    const body = JSON.stringify({ name, pad: 'y'.repeat(MAX_BODY_BYTES - 100) });
    const res = await rawHttp(PORT, 'POST', '/matchmake/joinOrCreate/lobby', body);
    expect(res.status).toBe(200);
    expect(res.json?.sessionId).toBeTruthy();
    // The seat it reserved is taken and let go: a reservation nobody uses holds the room (and the shutdown below) 15 s.
    (await rawConnect(PORT, res.json as unknown as Reservation)).close();
    const socket = await rawJoin(PORT, 'joinOrCreate', 'lobby', {});
    socket.close();
  });
});
