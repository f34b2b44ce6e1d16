import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, NOT_BUILT, parseAcceptEncoding, REVALIDATE, serveClient } from '../../server/staticFiles';
import { bootServer } from './helpers';

// How the game server sends the built client (docs/client.md "Delivery"): the precompressed copy the browser accepts,
// hashed files cached for a year, index.html and the SPA fallback revalidated every time. Ports 2660-2669.

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A raw HTTP request (fetch would add its own Accept-Encoding and decode the body). */
function request(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (r: Reply): string => {
  const enc = r.headers['content-encoding'];
  return (enc === 'br' ? brotliDecompressSync(r.body) : enc === 'gzip' ? gunzipSync(r.body) : r.body).toString('utf8');
};

const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<div></div>'.repeat(50)}</body></html>`;
const SCRIPT = `export const board = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ q: i % 9, r: i % 7, terrain: 'open' })))};\n`;
const TINY = 'x';

/** A client/dist as `vite build` leaves it: files with their .br and .gz copies (none for a file too small to gain). */
function writeDist(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, '.vite'), { recursive: true });
  const put = (rel: string, text: string, compressed = true) => {
    writeFileSync(join(dir, rel), text);
    if (!compressed) return;
    writeFileSync(join(dir, `${rel}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${rel}.gz`), gzipSync(text));
  };
  put('index.html', INDEX);
  put('assets/index-AbC123.js', SCRIPT);
  put('assets/index-DeF456.css', `body { margin: 0; }\n${'.a { color: red; }\n'.repeat(40)}`);
  put('assets/tiny-GhI789.js', TINY, false);
  put('favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(40)}</svg>`);
  put('.vite/manifest.json', '{"secret":true}');
}

describe('serveClient (server/staticFiles.ts)', () => {
  let dist: string;
  let port: number;
  let server: http.Server;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ifera-dist-'));
    writeDist(dist);
    const app = express();
    app.use(serveClient(dist));
    // What the real app serves after the client: Colyseus and the API must still be reached.
    app.get('/api/ping', (_req, res) => res.json({ pong: true }));
    app.get('/__healthcheck', (_req, res) => res.status(200).end());
    app.post('/matchmake/joinOrCreate/battle', (_req, res) => res.json({ room: true }));
    server = app.listen(2660, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((r) => server.close(r));
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends brotli when the browser accepts it (as Chromium asks), with Vary and a year of immutable caching', async () => {
    const r = await request(port, '/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['vary']).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe(IMMUTABLE);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(r.headers['accept-ranges']).toBeUndefined();
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(r.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(decode(r)).toBe(SCRIPT);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const r = await request(port, '/assets/index-DeF456.css', { 'accept-encoding': 'gzip' });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['content-type']).toMatch(/^text\/css/);
    expect(r.headers['vary']).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe(IMMUTABLE);
    expect(decode(r)).toMatch(/^body \{ margin: 0; \}/);
  });

  it('sends the file itself without Accept-Encoding, with identity only, or with every copy refused', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const r = await request(
        port,
        '/assets/index-AbC123.js',
        accept === undefined ? {} : { 'accept-encoding': accept },
      );
      expect(r.headers['content-encoding'], accept).toBeUndefined();
      expect(r.headers['vary'], accept).toMatch(/accept-encoding/i);
      expect(r.headers['cache-control'], accept).toBe(IMMUTABLE);
      expect(r.body.toString('utf8'), accept).toBe(SCRIPT);
    }
  });

  it('follows the weights: gzip when the browser weighs it above br, br for `*`', async () => {
    expect(
      (await request(port, '/assets/index-AbC123.js', { 'accept-encoding': 'br;q=0.5, gzip' })).headers[
        'content-encoding'
      ],
    ).toBe('gzip');
    expect(
      (await request(port, '/assets/index-AbC123.js', { 'accept-encoding': '*' })).headers['content-encoding'],
    ).toBe('br');
    expect(
      (await request(port, '/assets/index-AbC123.js', { 'accept-encoding': 'gzip;q=0.2, identity' })).headers[
        'content-encoding'
      ],
    ).toBeUndefined();
  });

  it('sends a file that has no compressed copy as it is', async () => {
    const r = await request(port, '/assets/tiny-GhI789.js', { 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['cache-control']).toBe(IMMUTABLE);
    expect(r.body.toString()).toBe(TINY);
  });

  it('index.html is compressed and never cached without asking (no-cache), at "/" and by name', async () => {
    for (const path of ['/', '/index.html']) {
      const r = await request(port, path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(r.status, path).toBe(200);
      expect(r.headers['content-type'], path).toMatch(/^text\/html/);
      expect(r.headers['content-encoding'], path).toBe('br');
      expect(r.headers['cache-control'], path).toBe(REVALIDATE);
      expect(r.headers['cache-control'], path).toBe('no-cache');
      expect(r.headers['etag'], path).toBeTruthy();
      expect(decode(r), path).toBe(INDEX);
    }
  });

  it('files that are not hashed build output (favicon, assets/ copies) are revalidated too', async () => {
    const r = await request(port, '/favicon.svg', { 'accept-encoding': 'gzip' });
    expect(r.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['cache-control']).toBe('no-cache');
  });

  it('a revalidation of index.html is answered 304 with its ETag', async () => {
    const first = await request(port, '/', { 'accept-encoding': 'br' });
    const again = await request(port, '/', { 'accept-encoding': 'br', 'if-none-match': String(first.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Each copy has its own ETag: a gzip answer is never validated by a brotli ETag.
    const gz = await request(port, '/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['etag']).not.toBe(first.headers['etag']);
  });

  it('HEAD answers the headers of the copy a GET would get, without a body', async () => {
    const r = await request(port, '/assets/index-AbC123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe(IMMUTABLE);
    expect(r.body.length).toBe(0);
  });

  it('SPA fallback: deep links get index.html, compressed and no-cache', async () => {
    for (const path of [
      '/lab',
      '/lab?map=standard&seed=3',
      '/replay/20261122T000000Z-ABCDEF',
      '/play/ABC123',
      '/play/abc123/',
    ]) {
      const r = await request(port, path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(r.status, path).toBe(200);
      expect(r.headers['content-type'], path).toMatch(/^text\/html/);
      expect(r.headers['content-encoding'], path).toBe('br');
      expect(r.headers['cache-control'], path).toBe('no-cache');
      expect(decode(r), path).toBe(INDEX);
    }
  });

  it('/__healthcheck, /matchmake and /api/ pass through to the routes after it', async () => {
    expect((await request(port, '/api/ping')).body.toString()).toBe('{"pong":true}');
    expect((await request(port, '/__healthcheck')).status).toBe(200);
    expect((await request(port, '/__healthcheck')).body.length).toBe(0);
    expect((await request(port, '/matchmake/joinOrCreate/battle', {}, 'POST')).body.toString()).toBe('{"room":true}');
    expect((await request(port, '/api/nothing-here')).status).toBe(404);
    expect((await request(port, '/matchmake/whatever')).status).toBe(404);
  });

  it('a missing hashed file is a 404, not index.html sent as JavaScript', async () => {
    const r = await request(port, '/assets/index-Old999.js', { 'accept-encoding': 'br' });
    expect(r.status).toBe(404);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['cache-control']).not.toBe(IMMUTABLE);
  });

  it('never serves dot-files or anything outside the folder', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/assets/..%2f.vite%2fmanifest.json',
    ]) {
      const r = await request(port, path);
      expect(decode(r), path).not.toContain('secret');
      expect(decode(r), path).not.toContain('root:');
    }
  });
});

describe('serveClient without a build', () => {
  it('deep links and "/" answer 503 with the text that says how to build; the API still answers', async () => {
    const app = express();
    app.use(serveClient(join(tmpdir(), 'ifera-no-such-dist')));
    app.get('/api/ping', (_req, res) => res.json({ pong: true }));
    const server = app.listen(2661, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      for (const path of ['/', '/lab', '/play/ABC123']) {
        const r = await request(2661, path, { 'accept-encoding': 'br' });
        expect(r.status, path).toBe(503);
        expect(r.headers['content-type'], path).toMatch(/^text\/plain/);
        expect(r.headers['content-encoding'], path).toBeUndefined();
        expect(r.body.toString(), path).toBe(NOT_BUILT);
        expect(r.body.toString(), path).toBe('The client is not built yet: run `npm start` (it builds it).');
      }
      expect((await request(2661, '/api/ping')).status).toBe(200);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('the real app config serves the client through serveClient', () => {
  it('keeps /api/matches, /__healthcheck and the deep links apart', async () => {
    const { server } = await bootServer(2662);
    try {
      const api = await request(2662, '/api/matches');
      expect(api.status).toBe(200);
      expect(api.headers['content-type']).toMatch(/^application\/json/);
      expect((await request(2662, '/__healthcheck')).status).toBe(200);
      // client/dist may or may not be built when the unit tests run (npm test builds before the e2e tests).
      const lab = await request(2662, '/lab', { 'accept-encoding': 'gzip, deflate, br' });
      if (lab.status === 200) {
        expect(lab.headers['content-type']).toMatch(/^text\/html/);
        expect(lab.headers['cache-control']).toBe('no-cache');
        expect(lab.headers['vary']).toMatch(/accept-encoding/i);
        expect(decode(lab)).toContain('<div id="root">');
      } else {
        expect(lab.status).toBe(503);
        expect(lab.body.toString()).toBe(NOT_BUILT);
      }
    } finally {
      await server.shutdown();
    }
  });
});

describe('parseAcceptEncoding', () => {
  it('reads codings and weights as browsers and proxies write them', () => {
    expect([...parseAcceptEncoding('gzip, deflate, br, zstd')]).toEqual([
      ['gzip', 1],
      ['deflate', 1],
      ['br', 1],
      ['zstd', 1],
    ]);
    expect([...parseAcceptEncoding('br;q=0.8, GZIP ; q=0.5, *;q=0')]).toEqual([
      ['br', 0.8],
      ['gzip', 0.5],
      ['*', 0],
    ]);
    expect([...parseAcceptEncoding(undefined)]).toEqual([]);
    expect([...parseAcceptEncoding(' , br;q=2, gzip;q=x')]).toEqual([
      ['br', 1],
      ['gzip', 0],
    ]);
  });
});
