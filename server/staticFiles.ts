import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Serving the built client (docs/client.md "Delivery"). `vite build` writes a brotli (`.br`) and a gzip (`.gz`) copy
 * beside each text file (vite.config.ts), so the game server never compresses on the event loop that runs the rooms:
 * it picks the copy the browser accepts and sends it as a file.
 */

/** Hashed build output: the name changes with the content, so a browser may keep it for a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the SPA fallback, favicon, files copied from assets/): ask the server every time (ETag). */
export const REVALIDATE = 'no-cache';

/** Paths the SPA fallback leaves to the routes after it: Colyseus (`/__healthcheck`, `/matchmake`) and the API. */
const PASS_THROUGH = ['/__', '/matchmake', '/api/'];

/** Compressed copies in order of preference when the browser weighs them equally. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export const NOT_BUILT = 'The client is not built yet: run `npm start` (it builds it).';

/** The weight (q) of each content coding in an Accept-Encoding header; `*` stands for codings not named. */
export function parseAcceptEncoding(header: string | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.toLowerCase().split(';');
    const name = coding.trim();
    if (!name) continue;
    let q = 1;
    for (const p of params) {
      // A weight that is not a number counts as 0: the file itself is always safe to send.
      const m = /^\s*q\s*=\s*(.*?)\s*$/.exec(p);
      if (m) q = Math.min(1, Math.max(0, Number(m[1]) || 0));
    }
    weights.set(name, q);
  }
  return weights;
}

/** How much the browser wants a coding: its own weight, else that of `*`, else 0 (not accepted). */
function weightOf(weights: Map<string, number>, coding: string): number {
  return weights.get(coding) ?? weights.get('*') ?? 0;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file under `root` a URL path names, or null for a path that leaves it or goes through a dot-folder/file. */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const rel = path.posix.normalize(decoded.endsWith('/') ? `${decoded}index.html` : decoded).replace(/^\/+/, '');
  if (rel === '' || rel.startsWith('..') || rel.split('/').some((seg) => seg.startsWith('.'))) return null;
  return rel;
}

/**
 * Sends `rel` (a path under root): the brotli or gzip copy when there is one and the request accepts it, else the
 * file itself, with `Vary: Accept-Encoding`, the original file's Content-Type and the given Cache-Control. Calls
 * `onMissing` when the file is not there.
 */
async function sendVariant(
  root: string,
  rel: string,
  cacheControl: string,
  req: Request,
  res: Response,
  onMissing: () => void,
): Promise<void> {
  const file = path.join(root, rel);
  if (!(await isFile(file))) return onMissing();
  const weights = parseAcceptEncoding(req.headers['accept-encoding']);
  let chosen: { name: string; suffix: string } | null = null;
  let best = 0;
  for (const enc of ENCODINGS) {
    const q = weightOf(weights, enc.name);
    if (q > best && (await isFile(file + enc.suffix))) {
      chosen = enc;
      best = q;
    }
  }
  // Identity wins only when the browser weighs it above every copy it would take.
  if (chosen && (weights.get('identity') ?? 0) > best) chosen = null;

  res.vary('Accept-Encoding');
  res.type(path.extname(rel));
  res.setHeader('Cache-Control', cacheControl);
  if (chosen) res.setHeader('Content-Encoding', chosen.name);
  res.sendFile(
    rel + (chosen?.suffix ?? ''),
    // Relative to root, so only the URL's own segments are checked for dot-files, not the checkout's location.
    { root, cacheControl: false, lastModified: true, etag: true, acceptRanges: !chosen, dotfiles: 'deny' },
    (err?: Error & { status?: number; code?: string }) => {
      if (!err || res.headersSent) return;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Cache-Control');
      if (err.code === 'ENOENT') return onMissing();
      res.status(err.status ?? 500).end();
    },
  );
}

/**
 * The built client in `root` (client/dist) as an Express middleware: files by path (compressed, cached as above), and
 * for any other GET or HEAD, index.html (single-page app: /lab, /play/CODE, /replay/ID), except the PASS_THROUGH paths
 * and missing files under /assets/ (a stale chunk must fail as a 404, not load index.html as JavaScript). With no
 * index.html the fallback answers 503 with NOT_BUILT.
 */
export function serveClient(root: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (PASS_THROUGH.some((p) => req.path.startsWith(p))) return next();
    const rel = fileFor(root, req.path);
    const fallback = () => {
      if (req.path.startsWith('/assets/')) return next();
      void sendVariant(root, 'index.html', REVALIDATE, req, res, () => {
        res.status(503).type('text/plain').send(NOT_BUILT);
      }).catch(next);
    };
    if (rel === null) return fallback();
    const cacheControl = rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
    void sendVariant(root, rel, cacheControl, req, res, fallback).catch(next);
  };
}
