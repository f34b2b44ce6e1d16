// `npm run dev`: the Vite dev server (hot reload, port 5173) and the game server with reload (port 2567), together.
// Each child leads its own process group (npx starts node under it, tsx watch starts the server under that), so a
// stop reaches the whole tree: any signal this process can catch, either child ending, or this process exiting.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'server/index.ts'], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', detached: true }),
];

/** Sends a signal to every child's process group (a group already gone is skipped). */
function signalAll(signal) {
  for (const c of children) {
    if (c.exitCode !== null || c.signalCode !== null) continue;
    try {
      process.kill(-c.pid, signal);
    } catch {
      // the group ended on its own
    }
  }
}

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  signalAll('SIGTERM');
  // A child that ignores SIGTERM gets SIGKILL; the timer does not keep this process alive once the children are gone.
  setTimeout(() => signalAll('SIGKILL'), 5_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'])
  process.on(signal, () => stop(128 + { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGTERM: 15 }[signal]));
process.on('exit', () => signalAll('SIGKILL'));
children.forEach((c) => c.on('exit', (code) => stop(code ?? 1)));
