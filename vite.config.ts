import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const outDir = fileURLToPath(new URL('./client/dist', import.meta.url));
const nodeModule = (file: string) => fileURLToPath(new URL(`./node_modules/${file}`, import.meta.url));

/** Files worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `x.br` (brotli) and `x.gz` (gzip -9) beside every compressible file of the build, once, at build time, so
 * the game server sends them as files (server/staticFiles.ts) instead of compressing on its event loop
 * (docs/client.md "Delivery"). A copy that would not be smaller than its file is not written. Brotli quality 10, not
 * 11: measured on this build, 11 is 1.7% smaller and three times slower (5.5 s against 1.8 s of CPU per build).
 */
function precompress(): Plugin {
  return {
    name: 'ifera-precompress',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir ?? outDir;
      const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gz(data, { level: 9 }),
          ]);
          if (br.length < data.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

// The client lives in client/; everything it loads at run time ships from assets/ (no CDN, ever).
export default defineConfig({
  root: fileURLToPath(new URL('./client', import.meta.url)),
  publicDir: fileURLToPath(new URL('./assets', import.meta.url)),
  plugins: [react(), precompress()],
  resolve: {
    // The browser export condition picks colyseus.js's CommonJS build and @colyseus/schema's UMD one, which nothing can
    // tree-shake (and which bring tslib whole); their ES module builds are the same code: a match −7 kB gzip.
    alias: [
      { find: /^colyseus\.js$/, replacement: nodeModule('colyseus.js/build/esm/index.mjs') },
      { find: /^@colyseus\/schema$/, replacement: nodeModule('@colyseus/schema/build/esm/index.mjs') },
    ],
    // react-dom asks for scheduler ^0.27, react-three-fiber for ^0.28: two copies of the same file (1 kB gzip), and two
    // schedulers where one is meant to run React's work. One copy, the top-level one.
    dedupe: ['scheduler'],
  },
  build: {
    outDir,
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // client/dist/.vite/manifest.json: each entry's chunk and its static imports (the bench follows it per route).
    manifest: true,
    rolldownOptions: {
      // The precompress plugin takes a second or two of CPU by design; rolldown would warn about it on every build.
      checks: { bundlerTimings: false },
      // shared/ (engine, map, content) only declares on import: no module there runs code that another relies on. Saying
      // so keeps a module that a chunk reaches only through an index (shared/map) and does not use out of that chunk;
      // otherwise rolldown assigns chunks by the import graph, not by what is used (a match −5 kB, docs/client.md "Delivery").
      treeshake: { moduleSideEffects: [{ test: /[\\/]shared[\\/].*\.ts$/, sideEffects: false }] },
      output: {
        codeSplitting: {
          // three.js in a chunk of its own, named `three-<hash>.js`: loaded only with a board, recognisable in tests.
          // Then everything the page's own script imports (React, the UI words, the room client) in one chunk: rolldown
          // otherwise splits what a lazy screen shares with the page into eight small chunks, each compressed apart
          // (home and match −3 kB gzip).
          groups: [
            { name: 'three', test: /[\\/]node_modules[\\/]three[\\/]/ },
            { name: 'page', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
