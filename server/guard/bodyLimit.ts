import { matchMaker } from '@colyseus/core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { gateRequests } from './requestGate';
import { matchmakeCall } from './routeOf';

/**
 * The largest HTTP request body the server takes. The only bodies it reads are the matchmaker's JSON options (a name,
 * seat tokens, room options, a lab layout code of at most 2,000 characters: well under 4 KiB); the API and the client
 * are GETs.
 */
export const MAX_BODY_BYTES = 8 * 1024;

/**
 * Refuses request bodies over `maxBytes` with 413 before they are buffered. Colyseus' matchmaker collects a POST body
 * in memory whole before it parses it: one 256 MiB join request took the server from 89 to 1,474 MiB, the other rooms'
 * p99 to 2.8 s, and the memory stayed (issue 28). A declared length over the cap is refused before a byte of the body
 * is read; a body without one (chunked) is counted as it arrives and refused, its connection closed, once it passes the
 * cap (the matchmaker holds at most the cap plus one chunk of it meanwhile).
 */
export function guardBodies(server: Server, maxBytes = MAX_BODY_BYTES): void {
  gateRequests(server, (req, res, passOn) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBytes) return tooLarge(req, res, maxBytes);
    if (req.headers['transfer-encoding'] !== undefined && matchmakeCall(req.url ?? '')) {
      // Counted as the matchmaker reads it, on the stream's own 'data' emit: a listener here would start the stream
      // flowing before the matchmaker (behind an asynchronous quota check) listens, and its chunks would be lost.
      let seen = 0;
      const emit = req.emit;
      req.emit = function (this: IncomingMessage, event: string | symbol, ...args: unknown[]) {
        if (event === 'data') {
          seen += (args[0] as Buffer).length;
          if (seen > maxBytes) {
            tooLarge(req, res, maxBytes);
            return false;
          }
        }
        return emit.call(this, event, ...args);
      } as typeof req.emit;
    }
    passOn(req, res);
  });
}

function tooLarge(req: IncomingMessage, res: ServerResponse, maxBytes: number) {
  if (!res.headersSent) {
    const cors = matchmakeCall(req.url ?? '')
      ? { ...matchMaker.controller.DEFAULT_CORS_HEADERS, ...matchMaker.controller.getCorsHeaders(req) }
      : {};
    const message = `request bodies are limited to ${maxBytes} bytes`;
    res.writeHead(413, { ...cors, 'Content-Type': 'application/json', Connection: 'close' });
    res.end(JSON.stringify({ code: 'net/too_large', message, error: message }));
  }
  // Read no more of it: the answer is on its way, and the rest of the body would only cost reading.
  res.once('finish', () => req.destroy());
  if (res.writableFinished) req.destroy();
}
