// shared/ai bot heuristic (issue 6 "Bots"). The legal lists here are written out by hand to pin the heuristic; the
// bot against the real engine is exercised by the room tests (four bot-driven clients play a whole game).
import { describe, expect, it } from 'vitest';
import { chooseBotCommand, type BotRules } from '../../../shared/ai';
import type { Command, GameState, LegalCommands } from '../../../shared/rules';

const unit = (id: string, seat: number, team: string, q: number, r: number, extra: Record<string, unknown> = {}) => ({
  id,
  seat,
  team,
  alive: true,
  pos: { q, r },
  facing: 0,
  hp: 5,
  maxHp: 5,
  relic: null,
  relicRevealed: true,
  statuses: [],
  ...extra,
});

/**
 * A hand-built partial state: the bot reads only these fields here. The map and content records it reads unguarded (the
 * GameState type has them) are given, empty unless a test writes its content.
 */
const partial = (g: object): GameState => g as GameState;
const content = (characters: Record<string, unknown> = {}) => ({ characters, units: {}, cards: {}, events: {} });

function game(units: ReturnType<typeof unit>[], turnUnit = 'eli'): GameState {
  return partial({
    units: Object.fromEntries(units.map((u) => [u.id, u])),
    seats: ['eli', 'yunye', 'darien', 'noel'],
    turn: { unit: turnUnit },
    chain: null,
    map: { cells: {} },
    content: content(),
  });
}

/** An engine stub answering `legal` as the engine's legal commands (the rest of LegalCommands empty). */
const rulesFor = (legal: unknown[]): BotRules => ({
  legalCommands: (): LegalCommands => ({
    seat: 0,
    prompt: null,
    unit: null,
    movementLeft: 0,
    moves: [],
    turns: [],
    skills: [],
    flip: false,
    rune: false,
    items: [],
    equipment: null,
    resetEquipment: false,
    buy: [],
    endTurn: false,
    reactions: [],
    commands: legal as Command[],
  }),
});

describe('bot', () => {
  const base = game([
    unit('eli', 0, 'red', 0, 0),
    unit('yunye', 1, 'blue', 3, 0),
    unit('darien', 2, 'red', -1, 0),
    unit('noel', 3, 'blue', 0, 3),
  ]);

  it('approaches the nearest enemy rather than ending the turn', () => {
    const legal = [
      { type: 'endTurn' },
      { type: 'move', path: [{ q: -1, r: 0 }] },
      { type: 'move', path: [{ q: 1, r: 0 }] },
    ];
    expect(chooseBotCommand(rulesFor(legal), base, 0)).toEqual({ type: 'move', path: [{ q: 1, r: 0 }] });
  });

  it('attacks an enemy in preference to moving, the revealed leader first', () => {
    const g = game([
      unit('eli', 0, 'red', 0, 0),
      unit('yunye', 1, 'blue', 1, 0),
      unit('darien', 2, 'red', -1, 0),
      unit('noel', 3, 'blue', 0, 1, { relic: 'holy' }),
    ]);
    const legal = [
      { type: 'move', path: [{ q: 1, r: -1 }] },
      { type: 'skill', skill: 'cut', target: { unit: 'yunye' } },
      { type: 'skill', skill: 'cut', target: { unit: 'noel' } },
      { type: 'skill', skill: 'cut', target: { unit: 'darien' } },
      { type: 'endTurn' },
    ];
    expect(chooseBotCommand(rulesFor(legal), g, 0)).toEqual({ type: 'skill', skill: 'cut', target: { unit: 'noel' } });
  });

  it('uses the rune when low', () => {
    const g = game([unit('eli', 0, 'red', 0, 0, { hp: 1 }), unit('yunye', 1, 'blue', 1, 0)]);
    const legal = [{ type: 'skill', skill: 'cut', target: { unit: 'yunye' } }, { type: 'rune' }, { type: 'endTurn' }];
    expect(chooseBotCommand(rulesFor(legal), g, 0)).toEqual({ type: 'rune' });
    const healthy = game([unit('eli', 0, 'red', 0, 0), unit('yunye', 1, 'blue', 1, 0)]);
    expect(chooseBotCommand(rulesFor(legal), healthy, 0)).not.toEqual({ type: 'rune' });
  });

  it('ends the turn when nothing helps', () => {
    const legal = [{ type: 'move', path: [{ q: -1, r: 0 }] }, { type: 'turn', facing: 3 }, { type: 'endTurn' }];
    expect(chooseBotCommand(rulesFor(legal), base, 0)).toEqual({ type: 'endTurn' });
  });

  it('is deterministic: same state, seat and salt give the same choice; the salt varies ties', () => {
    const legal = Array.from({ length: 8 }, (_, option) => ({ type: 'choose', prompt: 1, option }));
    const picks = [0, 1, 2, 3, 4, 5].map((salt) => chooseBotCommand(rulesFor(legal), base, 0, salt));
    expect(picks).toEqual([0, 1, 2, 3, 4, 5].map((salt) => chooseBotCommand(rulesFor(legal), base, 0, salt)));
    expect(new Set(picks.map((p) => JSON.stringify(p))).size).toBeGreaterThan(1);
  });

  it('reacts with a faster skill, and passes when its reaction would be slower (R-CHAIN-4)', () => {
    const g = partial({
      ...game([unit('eli', 0, 'red', 0, 0), unit('yunye', 1, 'blue', 1, 0)], 'yunye'),
      pending: { kind: 'reaction', id: 7, seat: 0, unit: 'eli', speed: 50 },
      content: content({
        eli: {
          skills: [
            { id: 'quick', speed: 20 },
            { id: 'slow', speed: 70 },
          ],
        },
      }),
    });
    const fast = { type: 'react', prompt: 7, use: 'skill', skill: 'quick', target: { unit: 'yunye' } };
    const slow = { type: 'react', prompt: 7, use: 'skill', skill: 'slow', target: { unit: 'yunye' } };
    const pass = { type: 'pass', prompt: 7 };
    expect(chooseBotCommand(rulesFor([pass, slow, fast]), g, 0)).toEqual(fast);
    expect(chooseBotCommand(rulesFor([pass, slow]), g, 0)).toEqual(pass);
  });

  it('aims a faster reaction at the source of the action it answers (R-CHAIN-4: it lands first)', () => {
    const g = partial({
      ...game([unit('eli', 0, 'red', 0, 0), unit('yunye', 1, 'blue', 1, 0), unit('noel', 3, 'blue', 0, 1)], 'yunye'),
      pending: { kind: 'reaction', id: 7, seat: 0, unit: 'eli', source: 'yunye', speed: 50 },
      content: content({ eli: { skills: [{ id: 'quick', speed: 20 }] } }),
    });
    const atNoel = { type: 'react', prompt: 7, use: 'skill', skill: 'quick', target: { unit: 'noel' } };
    const atSource = { type: 'react', prompt: 7, use: 'skill', skill: 'quick', target: { unit: 'yunye' } };
    expect(chooseBotCommand(rulesFor([{ type: 'pass', prompt: 7 }, atNoel, atSource]), g, 0)).toEqual(atSource);
  });

  it('answers null when the engine lists nothing', () => {
    expect(chooseBotCommand(rulesFor([]), base, 0)).toBeNull();
  });
});
