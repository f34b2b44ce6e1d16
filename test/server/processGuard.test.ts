// Issue 11 break 1, second half: `npm start` survives what escapes a room. The guard logs an uncaught error and keeps
// serving; a storm of them, or a signal, shuts down gracefully (records kept for the next start's restore).
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { Client } from 'colyseus.js';
import { describe, expect, it } from 'vitest';
import { installProcessGuard } from '../../server/processGuard';
import { buildServer } from '../../scripts/buildServer';
import { tempMatchesDir, until } from './helpers';

function fakeProcess() {
  return new EventEmitter() as unknown as NodeJS.Process & EventEmitter;
}

describe('process guard', () => {
  it('logs an uncaught exception or rejection and keeps running', () => {
    const proc = fakeProcess();
    const logged: string[] = [];
    let shutdowns = 0;
    const guard = installProcessGuard({ shutdown: () => shutdowns++, log: (m) => logged.push(m) }, proc);
    proc.emit('uncaughtException', new Error('a bug'));
    proc.emit('unhandledRejection', new Error('a lost promise'));
    expect(shutdowns).toBe(0);
    expect(guard.caught()).toBe(2);
    expect(logged[0]).toMatch(/uncaught exception/);
    expect(logged[1]).toMatch(/unhandled promise rejection/);
    guard.uninstall();
    expect(proc.listenerCount('uncaughtException')).toBe(0);
  });

  it('shuts down once on a storm of errors within the window, not on the same number spread out', () => {
    const proc = fakeProcess();
    let t = 0;
    const shutdowns: unknown[] = [];
    installProcessGuard(
      { shutdown: (e) => shutdowns.push(e), maxPerWindow: 3, windowMs: 1000, log: () => {}, now: () => t },
      proc,
    );
    for (let i = 0; i < 6; i++) {
      proc.emit('uncaughtException', new Error(`spread ${i}`));
      t += 400;
    }
    expect(shutdowns).toEqual([]);
    for (let i = 0; i < 6; i++) proc.emit('uncaughtException', new Error(`storm ${i}`));
    expect(shutdowns).toHaveLength(1);
  });

  it('shuts down gracefully on SIGTERM', () => {
    const proc = fakeProcess();
    let shutdowns = 0;
    installProcessGuard({ shutdown: () => shutdowns++, log: () => {} }, proc);
    proc.emit('SIGTERM');
    proc.emit('SIGINT');
    expect(shutdowns).toBe(1);
  });

  it('the real server (build/server.mjs, as npm start runs it) keeps every room after the frames that used to stop it, and stops on SIGTERM', async () => {
    const port = 2621;
    const child = spawn(process.execPath, [await buildServer()], {
      cwd: new URL('../..', import.meta.url).pathname,
      env: {
        ...process.env,
        PORT: String(port),
        MATCHES_DIR: tempMatchesDir(),
        RESTORE_MATCHES: '0',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    try {
      await until(() => /Listening on/.test(log) || child.exitCode !== null, 30_000, 'the server to listen');
      const sdk = new Client(`ws://127.0.0.1:${port}`);
      const bystander = await sdk.create('battle', { name: 'Bo' });
      const attacker = await sdk.create('battle', {});
      attacker.onMessage('error', () => {});
      attacker.send('*', { toString: 0 });
      attacker.send('__no_message_handler', { toString: 0 });
      await new Promise((r) => setTimeout(r, 300));
      expect(child.exitCode).toBeNull();
      bystander.onMessage('seat:token', () => {});
      bystander.send('seat:take', { seat: 2 });
      await until(() => bystander.state.seats?.[2]?.holder === bystander.sessionId, 5000, 'the bystander seated');
      const late = await sdk.create('battle', {});
      expect(late.roomId).toMatch(/^[A-Z0-9]{6}$/);
      child.kill('SIGTERM');
      await until(() => child.exitCode !== null, 15_000, 'the server to exit');
      expect(child.exitCode).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});
