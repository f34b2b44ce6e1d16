// A quiet start: the libraries' start-up chatter stays out of the log. Imported first by server/index.ts, before
// @colyseus/tools loads dotenv: dotenv's "injected env" line is off (DOTENV_CONFIG_QUIET, unless set), and the tools'
// "optional .env file not found" line is dropped until the server listens. The sponsor banner is off in app.config.ts.

process.env.DOTENV_CONFIG_QUIET ??= 'true';

const info = console.info;
const CHATTER = /^\S*\s*optional \.env file not found: /;
console.info = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && CHATTER.test(args[0])) return;
  info(...args);
};

/** Puts console.info back (the server listens: whatever is said from now on is the server's own). */
export function endQuietStart(): void {
  console.info = info;
}
