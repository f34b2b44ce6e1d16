// The room's own work per command in real games, without sockets (docs/online.md "Load benchmark"): bot games recorded
// once, then replayed through many rooms in turn as BattleRoom does after each command — the engine's views written
// into the schema as leaves (projectToSchema), the Colyseus patch encoded (shared part and each of four seats' views),
// its changes discarded. The server benchmark's driver only turns in place; these are moves, attacks, skills, chains
// and prompts. Also the patch each client gets and the keys each command adds to the room's view map.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { $changes, Encoder, StateView, type MapSchema } from '@colyseus/schema';
import { engine, type GameState } from '../../server/engine';
import type { BattleState } from '../../server/rooms/schema/BattleState';
import { emptyProjection, projectToSchema, type Projection } from '../../server/rooms/projectToSchema';
import { heldRoomSchema } from '../server/heldRoomSchema';
import { botGameStates } from '../shared/botGameStates';
import type { BenchFigure } from './measure';

export const title = 'room projection and patch per command, bot games (no sockets)';

const rules = engine();
// As server/app.config.ts sets it: a match's first full state fits the encoder's buffer.
Encoder.BUFFER_SIZE = 64 * 1024;
const ROOMS = 250;
const GAMES = 12;

type Room = {
  state: BattleState;
  encoder: Encoder;
  views: StateView[];
  game: GameState[];
  step: number;
  projection: Projection;
};

/** A room at the start of a recorded game, four seats held, its first full state sent (not timed). */
function openRoom(game: GameState[]): Room {
  const { state, encoder, views } = heldRoomSchema();
  const projection = projectToSchema(state, game[0], rules, emptyProjection());
  encoder.encodeAll();
  encoder.discardChanges();
  return { state, encoder, views, game, step: 0, projection };
}

/** The index the view map gives its next new key (@colyseus/schema 3.0's counter): a key added is an index taken. */
function nextIndex(map: MapSchema<string>): number {
  const tree = (map as unknown as Record<symbol, { indexes: Record<string, number> }>)[$changes]!;
  return tree.indexes['~__numFields'] ?? 0;
}

function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

function figures(variant: 'beginner' | 'standard'): BenchFigure[] {
  const games = Array.from({ length: GAMES }, (_, i) => botGameStates(variant, i + 1, 600));
  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;
  const rooms = Array.from({ length: ROOMS }, (_, i) => openRoom(games[i % GAMES]));
  const sizes: number[] = [];
  let ns = 0;
  let commands = 0;
  let added = 0;
  const steps = 40 * ROOMS;
  for (let n = 0; n < 2 * steps; n++) {
    const i = n % ROOMS;
    let room = rooms[i];
    if (room.step + 1 >= room.game.length) rooms[i] = room = openRoom(room.game);
    room.step++;
    const measured = n >= steps; // the first half warms up
    const indexBefore = nextIndex(room.state.view);
    const t0 = process.hrtime.bigint();
    room.projection = projectToSchema(room.state, room.game[room.step], rules, room.projection);
    const it = { offset: 1 };
    room.encoder.encode(it);
    const shared = it.offset;
    for (const view of room.views) {
      const patch = room.encoder.encodeView(view, shared, it);
      if (measured) sizes.push(patch.length);
    }
    room.encoder.discardChanges();
    if (!measured) continue;
    ns += Number(process.hrtime.bigint() - t0);
    commands++;
    added += nextIndex(room.state.view) - indexBefore;
  }
  collectGarbage();
  const heapPerRoom = (process.memoryUsage().heapUsed - heapBefore) / rooms.length; // (rooms still held here)
  sizes.sort((a, b) => a - b);
  const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length;
  const meanLength = games.reduce((a, g) => a + g.length - 1, 0) / games.length;
  return [
    {
      name: `${variant}: projection + patch per command`,
      value: ns / commands / 1000,
      unit: 'µs',
      note: `${ROOMS} rooms in turn over ${GAMES} bot games of ${meanLength.toFixed(0)} commands on average; four seats held`,
    },
    {
      name: `${variant}: patch per client, median`,
      value: sizes[sizes.length >> 1],
      unit: 'B',
      note: `mean ${mean.toFixed(0)} B, p90 ${sizes[Math.floor(sizes.length * 0.9)]} B`,
    },
    {
      name: `${variant}: keys added to the view map per command`,
      value: added / commands,
      unit: 'keys',
      note: 'each takes a new index for the rest of the match',
    },
    {
      name: `${variant}: room state in the heap`,
      value: heapPerRoom / 1024,
      unit: 'KiB',
      note: 'the schema with its change tracking, the encoder and four views; the engine states shared',
    },
  ];
}

export function bench(): BenchFigure[] {
  return [...figures('beginner'), ...figures('standard')];
}
