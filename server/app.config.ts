import config from '@colyseus/tools';
import { WebSocketTransport } from '@colyseus/ws-transport';
import express from 'express';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built client (vite build); served on the same port as the Colyseus endpoint. */
export const CLIENT_DIST = fileURLToPath(new URL('../client/dist', import.meta.url));

export default config({
  initializeTransport: (options) => new WebSocketTransport({ ...options, maxPayload: 8 * 1024 }),

  initializeGameServer: () => {
    // Rooms are registered here by the online-play work (issue 6).
  },

  initializeExpress: (app) => {
    app.use(express.static(CLIENT_DIST, { index: 'index.html' }));
    // Single-page app: deep links (/lab, /replay/...) get index.html; /__healthcheck and /matchmake pass through.
    app.get('*', (req, res, next) => {
      if (req.path.startsWith('/__') || req.path.startsWith('/matchmake')) return next();
      res.sendFile(path.join(CLIENT_DIST, 'index.html'), (err) => {
        if (err) res.status(503).type('text/plain').send('The client is not built yet: run `npm start` (it builds it).');
      });
    });
  },
});
