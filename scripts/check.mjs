// `npm run check`: the static checks of `npm test` (types, lint, format), two at a time. Each is mostly one core's
// work, so on a 2-core machine running them side by side saves most of the shortest one's time. Output is printed per
// check when it ends (never interleaved); the exit code is the first failing check's, or 0.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const checks = [
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '--max-warnings=0', '.'] },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '--log-level=warn', '.'] },
];

function run(check) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.cmd, check.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const s = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${check.name} (${s} s)\n${code === 0 ? '' : out}`);
      resolve(code ?? 1);
    });
  });
}

const width = Math.max(1, Math.min(checks.length, availableParallelism()));
const queue = [...checks];
const codes = [];
await Promise.all(
  Array.from({ length: width }, async () => {
    for (let c = queue.shift(); c; c = queue.shift()) codes.push(await run(c));
  }),
);
process.exitCode = codes.find((c) => c !== 0) ?? 0;
