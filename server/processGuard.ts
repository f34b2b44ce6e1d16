/**
 * The last line of defence of `npm start`: an exception that escapes every room's own guards.
 *
 * Colyseus' default answers any uncaught exception with a graceful shutdown, so one bad frame or one room's bug closed
 * every room (issue 11). Each room already guards its entry points (frames in `BattleRoom._onMessage`, handlers and
 * lifecycle in `onUncaughtException`, timers in `RoomTimers`), and the engine is pure: a command that throws leaves the
 * previous state in place. What reaches the process is therefore logged and the other rooms keep playing. Only a storm
 * (more than `maxPerWindow` in `windowMs`, a sign the process itself is broken) shuts down gracefully, which keeps
 * every unfinished match's record so the next start restores it; a process manager (systemd, pm2, a container's
 * restart policy) is expected to start it again.
 */
export type ProcessGuardOptions = {
  /** Called once on a storm of uncaught errors, and on SIGINT/SIGTERM (graceful shutdown: records are kept). */
  shutdown: (error?: unknown) => void;
  maxPerWindow?: number;
  windowMs?: number;
  log?: (message: string, error: unknown) => void;
  now?: () => number;
};

/** What `installProcessGuard` hands back: the number of errors it swallowed, and a way to remove its listeners. */
export type ProcessGuard = { caught(): number; uninstall(): void };

type GuardedProcess = Pick<NodeJS.Process, 'on' | 'off' | 'once'>;

/** Installs the guard on `proc` (the real process by default): uncaught exceptions, unhandled rejections, signals. */
export function installProcessGuard(options: ProcessGuardOptions, proc: GuardedProcess = process): ProcessGuard {
  const {
    shutdown,
    maxPerWindow = 10,
    windowMs = 60_000,
    log = (m, e) => console.error(m, e),
    now = Date.now,
  } = options;
  const recent: number[] = [];
  let total = 0;
  let stopping = false;
  const stop = (error?: unknown) => {
    if (stopping) return;
    stopping = true;
    shutdown(error);
  };
  const onError = (kind: string) => (error: unknown) => {
    total++;
    const t = now();
    recent.push(t);
    while (recent.length > 0 && recent[0] <= t - windowMs) recent.shift();
    if (recent.length > maxPerWindow) {
      log(
        `[server] ${recent.length} uncaught errors within ${windowMs / 1000} s: shutting down (unfinished matches are restored at the next start)`,
        error,
      );
      stop(error);
    } else {
      log(`[server] ${kind} outside any room's guard; logged, every room keeps playing`, error);
    }
  };
  const onException = onError('uncaught exception');
  const onRejection = onError('unhandled promise rejection');
  const onSignal = () => stop();
  proc.on('uncaughtException', onException);
  proc.on('unhandledRejection', onRejection);
  proc.once('SIGINT', onSignal);
  proc.once('SIGTERM', onSignal);
  return {
    caught: () => total,
    uninstall: () => {
      proc.off('uncaughtException', onException);
      proc.off('unhandledRejection', onRejection);
      proc.off('SIGINT', onSignal);
      proc.off('SIGTERM', onSignal);
    },
  };
}
