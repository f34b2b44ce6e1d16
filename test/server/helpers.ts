import { boot, type ColyseusTestServer } from '@colyseus/testing';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Room as SdkRoom } from 'colyseus.js';
import { createAppConfig } from '../../server/app.config';
import { settingsFromEnv, type ServerSettings } from '../../server/settings';

/** Polls until `fn` is truthy (client.waitForNextPatch never resolves with colyseus.js 0.16.22: notes §4). */
export async function until<T>(fn: () => T, timeoutMs = 5000, what = 'condition'): Promise<NonNullable<T>> {
  const t0 = Date.now();
  for (;;) {
    const v = fn();
    if (v) return v as NonNullable<T>;
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A fresh temporary matches folder. */
export function tempMatchesDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'ifera-matches-'));
}

/** Boots the real app config on `port` with test settings (temporary records folder, bots answering at once). */
export async function bootServer(
  port: number,
  overrides: Partial<ServerSettings> = {},
): Promise<{ server: ColyseusTestServer; settings: ServerSettings }> {
  // The overload rule at 5 s of event-loop delay: on a loaded test machine (many suites at once) a starved test process
  // passed 250 ms and refused joins in tests that are not about overload; floodOverload.test.ts sets the delay itself.
  const settings: ServerSettings = {
    ...settingsFromEnv({}),
    matchesDir: tempMatchesDir(),
    botDelayMs: 0,
    redisUrl: undefined,
    publicAddress: undefined,
    overloadLagMs: 5000,
    ...overrides,
  };
  const server = await boot(createAppConfig(settings), port);
  return { server, settings };
}

/** Every `error` message a client receives, in order. */
export function collectErrors(room: SdkRoom): { code: string; message: string; type?: string; ruleId?: string }[] {
  const list: { code: string; message: string; type?: string }[] = [];
  room.onMessage('error', (e) => list.push(e));
  return list;
}

/** Swallow message types a test does not care about (the SDK warns about unhandled types). */
export function ignoreMessages(room: SdkRoom, ...types: string[]): void {
  for (const t of types) room.onMessage(t, () => {});
}

/** Seat tokens a client received, by seat. */
export function collectSeatTokens(room: SdkRoom): Record<number, string> {
  const tokens: Record<number, string> = {};
  room.onMessage('seat:token', (m: { seat: number; token: string }) => {
    tokens[m.seat] = m.token;
  });
  return tokens;
}

/** What a promise that must be refused (a matchmaker call past a limit) was refused with; fails if it was not. */
export async function refusal(p: Promise<unknown>): Promise<{ code: unknown; message: string }> {
  try {
    await p;
  } catch (e) {
    return e as { code: unknown; message: string };
  }
  throw new Error('the request was not refused');
}
