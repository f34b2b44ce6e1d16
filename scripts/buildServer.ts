// `npm run build:server` (part of `npm run build` and `npm start`): the game server as one plain-JavaScript file,
// build/server.mjs, which `npm start` runs with node itself; packages stay outside it (node_modules). Running the
// TypeScript through tsx instead names every function it compiles (esbuild's keepNames: a `__name` call and an own
// `name` property on every closure the server makes, per room and per command), which cost 15 % of the server's CPU
// per command and about 40 MiB of memory in the load benchmark (docs/online.md "Load benchmark"). The server's one
// path from its own location, `../client/dist`, holds from build/ as from server/.
import { renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What `npm start` runs. */
export const SERVER_BUNDLE = `${ROOT}build/server.mjs`;

/**
 * Bundles one TypeScript entry (and what it imports from this repository) into `outfile`, with its source map (for
 * stack traces that name the TypeScript lines: NODE_OPTIONS=--enable-source-maps). Each file is written beside its place and
 * renamed into it, so a process starting meanwhile never reads half a file.
 */
export async function bundleFile(entry: string, outfile: string): Promise<string> {
  // Split at dynamic imports (chunks beside the file, named by content, so the server's paths from its own location
  // hold): what the entry loads later is evaluated later, packages included (server/index.ts: the quiet start first).
  const result = await build({
    entryPoints: { [basename(outfile, '.mjs')]: entry },
    outdir: dirname(outfile),
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'server-[name]-[hash]',
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return outfile;
}

/** The bots' worker thread (server/bots/BotPool.ts starts it from beside the server bundle). */
export const BOT_WORKER_BUNDLE = `${ROOT}build/botWorker.mjs`;

/** What `npm start` runs first: it runs SERVER_BUNDLE and starts it again after a crash (server/supervisor.ts). */
export const SUPERVISOR_BUNDLE = `${ROOT}build/supervisor.mjs`;

/** Builds build/server.mjs from server/index.ts, build/botWorker.mjs (the strong bots' worker thread) and
 * build/supervisor.mjs. */
export async function buildServer(): Promise<string> {
  await bundleFile(`${ROOT}server/bots/botWorker.ts`, BOT_WORKER_BUNDLE);
  await bundleFile(`${ROOT}server/supervisor.ts`, SUPERVISOR_BUNDLE);
  return bundleFile(`${ROOT}server/index.ts`, SERVER_BUNDLE);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
