// The initial JavaScript of each route of the built client, read from vite's manifest (client/dist/.vite/manifest.json).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** One chunk of vite's build manifest (the fields this file reads). */
export type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/**
 * What a route loads before it can show anything: the page's entry (index.html) and, for a route that renders a lazy
 * screen (client/src/main.tsx), that screen's dynamic entry; each with every chunk it imports statically. `eager`:
 * chunks whose dynamic imports start at once too (PlayScreen fetches the battle screen as soon as it loads).
 */
export const ROUTES: Record<
  'home' | 'match' | 'lab' | 'replay',
  {
    path: string;
    entries: readonly string[];
    /** Chunks whose dynamic imports load at once too (the match screen and the engine load after the first frame). */
    eager?: readonly string[];
    /** Dynamic imports of an eager chunk that load only later (the result screen and the coach's key moments, once the match has ended). */
    later?: readonly string[];
  }
> = {
  home: { path: '/', entries: ['index.html'] },
  match: {
    path: '/play/CODE',
    entries: ['index.html', 'src/screens/match/PlayScreen.tsx'],
    eager: ['src/screens/match/PlayScreen.tsx'],
    later: ['src/screens/match/coach/KeyMomentsPanel.tsx', 'src/screens/match/ResultScreen.tsx'],
  },
  lab: { path: '/lab', entries: ['index.html', 'src/screens/lab/LabScreen.tsx'] },
  replay: { path: '/replay/ID', entries: ['index.html', 'src/screens/replay/ReplayScreen.tsx'] },
};
export type RouteName = keyof typeof ROUTES;

export type InitialJs = { files: string[]; raw: number; gzip: number; brotli: number; hasThree: boolean };

export function readManifest(dist: string): Manifest {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the client first (vite build)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The JavaScript files (relative to dist) a set of manifest entries loads at once: each entry and its static imports. */
export function staticClosure(manifest: Manifest, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return; // a screen that is not a chunk of its own in this build (the lab before it was lazy)
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const k of chunk.imports ?? []) visit(k);
  };
  for (const e of entries) visit(e);
  return files;
}

/** Whether a chunk is three.js's own (vite.config.ts names it `three`). */
export const isThreeChunk = (file: string): boolean => /(^|\/)three-[\w-]+\.js$/.test(file);

const gzipSizes = new Map<string, { raw: number; gzip: number; brotli: number }>();

/** Sizes of one file: as written, gzip -9, and brotli (quality 10, as the build's .br copies). */
function sizes(dist: string, file: string): { raw: number; gzip: number; brotli: number } {
  const key = join(dist, file);
  let s = gzipSizes.get(key);
  if (!s) {
    const data = readFileSync(key);
    s = {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10 } }).length,
    };
    gzipSizes.set(key, s);
  }
  return s;
}

/** The initial JavaScript of a route, summed over its files. */
export function initialJs(dist: string, manifest: Manifest, route: RouteName): InitialJs {
  const { entries, eager = [], later = [] } = ROUTES[route];
  const loaded = eager.flatMap((k) => manifest[k]?.dynamicImports ?? []).filter((k) => !later.includes(k));
  const files = staticClosure(manifest, [...entries, ...loaded]);
  const out: InitialJs = { files, raw: 0, gzip: 0, brotli: 0, hasThree: false };
  for (const f of files) {
    const s = sizes(dist, f);
    out.raw += s.raw;
    out.gzip += s.gzip;
    out.brotli += s.brotli;
  }
  out.hasThree = loadsThree(dist, files);
  return out;
}

/**
 * Whether any of these files (paths relative to dist, with or without a leading slash) is or holds three.js: the
 * chunk named after it, or (in builds before it had one) a file with its renderer's code.
 */
export function loadsThree(dist: string, files: readonly string[]): boolean {
  return files.some(
    (f) => isThreeChunk(f) || readFileSync(join(dist, f.replace(/^\//, '')), 'utf8').includes('WebGLRenderer'),
  );
}
