// The strong-bot case of the server benchmark (issue 32 "Never blocks a room"): the measured rooms of
// test/bench/server.driver.ts (4 real clients each, one command a second) share the server with B rooms whose four
// seats are bots, all thinking at once; run once with normal bots (the heuristic, on the room's thread) and once with
// strong ones (the search, on the worker threads of server/bots/BotPool.ts). It prints the measured rooms' latency
// p99 (command → each other client) and the server's event-loop delay side by side.
//   npm run bench:server -- bots     BENCH_BOT_ROOMS=50 (bot rooms; default 10), BENCH_ROOMS=10 (measured rooms),
//   BENCH_SECONDS, BOT_THREADS (the server's bot threads; default the cores less one, 1 to 4)
import { Client, type Room } from 'colyseus.js';
import type { BenchFigure } from './measure';

const BOT_ROOMS = Number(process.env.BENCH_BOT_ROOMS ?? 10);
const MEASURED_ROOMS = Number(process.env.BENCH_ROOMS?.split(',')[0] ?? 10);

/** A load started beside the measured rooms once the server is up, stopped after the window (with a summary). */
export type SideLoad = { start(endpoint: string): Promise<{ stop(): Promise<Record<string, unknown>> }> };

type BotRoomState = { phase: string; version: number };

/**
 * `rooms` rooms of four bots at `level`, each created by a host that holds no seat and started at once; a room whose
 * match ends is left and replaced by a new one, so `rooms` matches are always being played.
 */
export function botRooms(rooms: number, level: 'normal' | 'strong'): SideLoad {
  return {
    async start(endpoint) {
      const client = new Client(endpoint);
      let commands = 0;
      let finished = 0;
      let stopping = false;
      const live = new Set<Room<BotRoomState>>();
      const open = async (): Promise<Room<BotRoomState>> => {
        const room = await client.create<BotRoomState>('battle', {
          botsForEmpty: true,
          botLevel: level,
          botTakeover: false,
          reconnectS: 0,
          turnDeadlineS: 0,
          reactionDeadlineS: 0,
        });
        live.add(room);
        room.onMessage('*', () => {});
        let version = 0;
        room.onStateChange((s) => {
          if (s.phase === 'playing' && s.version > version) commands += version ? s.version - version : 0;
          version = s.version;
          if (s.phase !== 'finished' || !live.delete(room)) return;
          finished++;
          void room.leave().catch(() => 0);
          if (!stopping) void open().catch(() => 0);
        });
        room.send('start', {});
        return room;
      };
      const first = await Promise.all(Array.from({ length: rooms }, open));
      await until(() => first.every((r) => r.state.phase !== 'lobby'), 60_000, 'the bot rooms to start');
      const t0 = performance.now();
      const counted0 = commands;
      const finished0 = finished;
      return {
        async stop() {
          stopping = true;
          const seconds = (performance.now() - t0) / 1000;
          const summary = {
            rooms,
            level,
            botCommandsPerSecond: (commands - counted0) / seconds,
            replaced: finished - finished0,
          };
          await Promise.all([...live].map((r) => r.leave().catch(() => 0)));
          return summary;
        },
      };
    },
  };
}

async function until(fn: () => boolean, timeoutMs: number, what: string) {
  const t0 = Date.now();
  while (!fn()) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** What server.bench.ts runOnce gives back, as far as this case reads it. */
type Run = {
  p50: number;
  p99: number;
  commandsSeen: number;
  commandsSent: number;
  load: string;
  serverCpuPct: number;
  serverLoop: { p99: number; max: number };
  side?: Record<string, unknown>;
};
type RunOnce = (rooms: number, measureS: number | undefined, attack: undefined, side: SideLoad) => Promise<Run>;

/** The measured rooms beside BOT_ROOMS rooms of normal bots, then of strong bots (a fresh server each time). */
export async function botRoomsBench(runOnce: RunOnce): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  const runs: Partial<Record<'normal' | 'strong', Run>> = {};
  for (const level of ['normal', 'strong'] as const) {
    const r = await runOnce(MEASURED_ROOMS, undefined, undefined, botRooms(BOT_ROOMS, level));
    process.stderr.write(
      `[server bench] ${MEASURED_ROOMS} rooms + ${BOT_ROOMS} ${level} bot rooms: ${JSON.stringify(r)}\n`,
    );
    runs[level] = r;
    const side = r.side as { botCommandsPerSecond?: number; replaced?: number } | undefined;
    const base = runs.normal!;
    const vs =
      level === 'strong' ? `; with normal bots ${base.p99.toFixed(1)} ms: ×${(r.p99 / base.p99).toFixed(2)}` : '';
    const name = `${MEASURED_ROOMS} rooms + ${BOT_ROOMS} rooms of 4 ${level} bots`;
    figures.push(
      { name: `${name}: p50`, value: r.p50, unit: 'ms' },
      {
        name: `${name}: p99`,
        value: r.p99,
        unit: 'ms',
        note: `${r.commandsSeen}/${r.commandsSent} commands seen by all 3${vs}; load average ${r.load}`,
      },
      {
        name: `${name}: server event-loop delay p99`,
        value: r.serverLoop.p99,
        unit: 'ms',
        note: `max ${r.serverLoop.max.toFixed(0)} ms; server CPU ${r.serverCpuPct.toFixed(0)} % (the room's thread and the bot threads)`,
      },
      {
        name: `${name}: bot commands`,
        value: side?.botCommandsPerSecond ?? NaN,
        unit: '/s',
        note: `over all bot rooms, from their start to the window's end; ${side?.replaced ?? 0} matches ended and were replaced`,
      },
    );
  }
  return figures;
}
