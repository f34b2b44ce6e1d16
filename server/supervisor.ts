/**
 * What `npm start` runs: the game server (build/server.mjs) as a child process, started again when it dies.
 *
 * The server never stops for a client's data (every frame and request is guarded, and nothing of it reaches the process
 * guard: server/processGuard.ts), but a real crash still ends it: a storm of errors from a bug (the guard shuts down
 * gracefully, exit code 1), running out of memory, a kill -9. Before this nobody started it again (issue 28). Here a
 * child that exits on its own with a code other than 0, or dies by a signal it was not sent by us, is started again
 * after a pause that doubles with each quick death (0.5 s up to 30 s; a child that ran a minute starts over at 0.5 s),
 * and the new process restores every unfinished match from its record. A child that exits with 0 (someone stopped it
 * gracefully) ends the supervisor with it. SIGINT and SIGTERM are passed on to the child and the supervisor ends when it
 * does. The child reads its stdin, a pipe from the supervisor: when the supervisor dies (even by kill -9) the pipe
 * closes and the child shuts down gracefully instead of holding the port with nobody watching it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SUPERVISED_ENV } from './supervised';

const FIRST_PAUSE_MS = 500;
const MAX_PAUSE_MS = 30_000;
/** A child that lived this long was healthy: the next pause starts from FIRST_PAUSE_MS again. */
const HEALTHY_MS = 60_000;

export type SuperviseOptions = {
  script: string;
  args?: string[];
  log?: (line: string) => void;
  /** Called when the supervisor is done (the child exited with 0, or after a signal): the exit code. */
  done?: (code: number) => void;
};

/** Starts `script` under supervision; returns a way to stop it (as SIGTERM would). */
export function supervise(options: SuperviseOptions): { stop(): void; child(): ChildProcess | null } {
  const { script, args = [], log = (l) => console.error(l), done = (code) => process.exit(code) } = options;
  let child: ChildProcess | null = null;
  let stopping = false;
  let pause = FIRST_PAUSE_MS;
  let timer: NodeJS.Timeout | null = null;

  const start = () => {
    timer = null;
    const startedAt = Date.now();
    const c = spawn(process.execPath, [...process.execArgv, script, ...args], {
      stdio: ['pipe', 'inherit', 'inherit'],
      env: { ...process.env, [SUPERVISED_ENV]: '1' },
    });
    child = c;
    c.on('exit', (code, signal) => {
      child = null;
      if (stopping || code === 0) return done(code ?? 0);
      if (Date.now() - startedAt >= HEALTHY_MS) pause = FIRST_PAUSE_MS;
      log(
        `[supervisor] the server ${signal ? `was killed by ${signal}` : `exited with ${code}`}; starting it again in ${pause} ms (unfinished matches are restored)`,
      );
      timer = setTimeout(start, pause);
      pause = Math.min(MAX_PAUSE_MS, pause * 2);
    });
  };
  const stop = () => {
    stopping = true;
    if (timer) {
      clearTimeout(timer);
      return done(0);
    }
    child?.kill('SIGTERM');
  };
  start();
  return { stop, child: () => child };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const script = process.argv[2] ?? fileURLToPath(new URL('./server.mjs', import.meta.url));
  const supervisor = supervise({ script, args: process.argv.slice(3) });
  process.once('SIGINT', () => supervisor.stop());
  process.once('SIGTERM', () => supervisor.stop());
}
