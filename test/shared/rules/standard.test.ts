// The standard variant: setup (R-TEAM-2, R-SETUP-7 (S), R-MAP-11, R-INIT-1, R-MARKET-1, R-EVENT-1, R-SETUP-11/12/14),
// souls (R-START-3), trade (R-TRADE-1, O-15), world turn (R-WORLD-2..5, R-EVENT-3/4).
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../../shared/content';
import {
  applyCommand,
  awaiting,
  createMatch,
  defaultCommand,
  eventsFor,
  legalCommands,
  viewFor,
  type GameEvent,
  type GameState,
  type Seat,
} from '../../../shared/rules';
import { build, ok, rejects, unit } from './helpers';

function throughDraft(seed: number): GameState {
  let s = createMatch({ variant: 'standard', seed });
  for (let i = 0; i < 4; i++) s = ok(s, i as Seat, { type: 'choose', prompt: s.pending!.id, option: i % 2 });
  return s;
}

describe('R-SETUP (S) standard setup', () => {
  const s = createMatch({ variant: 'standard', seed: 21 });
  it('R-TEAM-2 relics are shuffled: two per team, one Holy Relic each', () => {
    const r = s.dealtRelics!;
    expect(
      r
        .filter((x) => x.team === 'red')
        .map((x) => x.relic)
        .sort(),
    ).toEqual(['holy', 'vessel']);
    expect(
      r
        .filter((x) => x.team === 'blue')
        .map((x) => x.relic)
        .sort(),
    ).toEqual(['holy', 'vessel']);
  });
  it('R-MARKET-1 4 items and 4 equipment face up; the detonators never in the market (R-ITEM-8)', () => {
    expect(s.market!.items).toHaveLength(4);
    expect(s.market!.equipment).toHaveLength(4);
    const all = [...s.market!.items, ...s.market!.itemDeck, ...s.market!.equipment, ...s.market!.equipmentDeck];
    expect(all).not.toContain('highEnergyDetonator');
    for (const id of s.market!.items) expect(CONTENT.cards[id].deck).toBe('item');
  });
  it('R-EVENT-1 3 events, one face down on each night', () => {
    expect(s.nights.map((n) => [n.round, n.revealed])).toEqual([
      [3, false],
      [5, false],
      [7, false],
    ]);
    expect(new Set(s.nights.map((n) => n.card)).size).toBe(3);
  });
  it('R-SETUP-7 (S) each seat keeps 1 of 2 drawn characters; the pick is hidden from the others until all chose', () => {
    expect(s.pending).toMatchObject({ kind: 'draft', seat: 0 });
    const p = s.pending as Extract<GameState['pending'], { kind: 'draft' }>;
    expect(p.options).toHaveLength(2);
    const s1 = ok(s, 0, { type: 'choose', prompt: p.id, option: 1 });
    expect(s1.seats[0]).toBe(p.options[1]);
    expect(s1.pending).toMatchObject({ kind: 'draft', seat: 1 });
    rejects(s1, 0, { type: 'choose', prompt: s1.pending!.id, option: 0 }, 'prompt/not_yours');
  });
  it('R-MAP-11 the team without the last board placer chooses the campfire; R-SETUP-11/12/14 runes, printed HP, no curse', () => {
    const t = throughDraft(21);
    expect(t.pending?.kind).toBe('campfire');
    const chooser = t.units[t.seats[t.pending!.seat]!];
    expect(chooser.team).not.toBe(t.units[t.seats[3]!].team);
    for (const id of t.seats) {
      const u = t.units[id!];
      expect([u.rune, u.hp, u.maxHp, u.curse]).toEqual([
        true,
        CONTENT.characters[u.def].stats.hp,
        CONTENT.characters[u.def].stats.hp,
        0,
      ]);
    }
  });
  it('R-INIT-1 initiative ascends by d20 + modifier; placement follows; R-START-3 the first turn gains a soul', () => {
    let t = throughDraft(33);
    t = ok(t, t.pending!.seat, { type: 'choose', prompt: t.pending!.id, option: 0 });
    expect(t.initiative).toHaveLength(4);
    for (let i = 0; i < 4; i++) t = ok(t, awaiting(t)!.seats[0], defaultCommand(t, awaiting(t)!.seats[0]));
    expect(t.stage).toBe('play');
    expect(t.round).toBe(1);
    expect(t.units[t.initiative[0]].souls).toBe(1);
    expect(t.turn!.unit).toBe(t.initiative[0]);
  });
  it('determinism: same seed, same standard setup', () => {
    expect(JSON.stringify(createMatch({ variant: 'standard', seed: 99 }))).toBe(
      JSON.stringify(createMatch({ variant: 'standard', seed: 99 })),
    );
    expect(JSON.stringify(createMatch({ variant: 'standard', seed: 99 }))).not.toBe(
      JSON.stringify(createMatch({ variant: 'standard', seed: 98 })),
    );
  });
});

describe('R-TRADE / R-BONUS-6 trade at the intact statue', () => {
  const cells = [
    ...[
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
      [1, 1],
    ].map(([q, r]) => ({ q, r, board: 'jungle' })),
    ...[
      [-1, 0],
      [-2, 0],
      [-1, 1],
    ].map(([q, r]) => ({ q, r, board: 'normal' })),
  ];
  const market = {
    items: ['healingDraught', 'smokePellet', 'throwingKnife', 'tarFlask'],
    equipment: ['ironBuckler', 'exileBoots', 'thornedMail', 'bloodChalice'],
    itemDeck: ['cursedIdol'],
    equipmentDeck: ['hunterSpyglass'],
  };
  const at = (q: number, r: number, over = {}) =>
    build({
      variant: 'standard',
      map: { cells, statue: { q: 2, r: 0 } },
      market,
      units: [unit('a', 0, q, r, { souls: 5, ...over }), unit('b', 2, -2, 0)],
    });
  it('R-TRADE-1 buying an item costs 2 souls, fills a slot and refills the market from its deck (O-15)', () => {
    const s = ok(at(0, 0), 0, { type: 'buy', card: 'smokePellet' });
    expect(s.units.a.souls).toBe(3);
    expect(s.units.a.items).toEqual(['smokePellet']);
    expect(s.market!.items).toEqual(['healingDraught', 'throwingKnife', 'tarFlask', 'cursedIdol']);
    expect(s.turn!.standardActions).toBe(0); // R-BONUS-6: a bonus action
  });
  it('R-TRADE-1 equipment costs 3 souls', () => {
    const s = ok(at(0, 0), 0, { type: 'buy', card: 'ironBuckler' });
    expect([s.units.a.souls, s.units.a.equipment]).toEqual([2, { card: 'ironBuckler', faceUp: true }]);
  });
  it('R-TRADE-1 only on the statue board', () =>
    rejects(at(-1, 0), 0, { type: 'buy', card: 'smokePellet' }, 'trade/not_at_statue'));
  it('R-TRADE-1 not enough souls', () =>
    rejects(at(0, 0, { souls: 1 }), 0, { type: 'buy', card: 'smokePellet' }, 'trade/no_souls'));
  it('R-TRADE-1 only cards on sale', () =>
    rejects(at(0, 0), 0, { type: 'buy', card: 'cursedIdol' }, 'trade/not_in_market'));
  it('R-STATUE-4 no trade while the statue is destroyed', () => {
    const s = at(0, 0);
    rejects(
      { ...s, statue: { ...s.statue!, intact: false } },
      0,
      { type: 'buy', card: 'smokePellet' },
      'trade/not_at_statue',
    );
  });
  it('R-TRADE-2 no trade in the beginner game', () => {
    const s = build({
      map: { cells, statue: { q: 2, r: 0 } },
      units: [unit('a', 0, 0, 0, { souls: 5 }), unit('b', 2, -2, 0)],
    });
    rejects(s, 0, { type: 'buy', card: 'smokePellet' }, 'trade/unavailable');
  });
  it('R-SHEET-12 / R-ITEM-6 / O-15 a third item asks which card to discard', () => {
    let s = ok(at(0, 0, { items: ['healingDraught', 'tarFlask'], souls: 2 }), 0, { type: 'buy', card: 'smokePellet' });
    expect(s.pending).toMatchObject({
      kind: 'discard',
      seat: 0,
      slot: 'item',
      options: ['healingDraught', 'tarFlask', 'smokePellet'],
    });
    s = ok(s, 0, { type: 'choose', prompt: s.pending!.id, option: 0 });
    expect(s.units.a.items).toEqual(['tarFlask', 'smokePellet']);
    expect(s.market!.discard).toContain('healingDraught');
  });
  it('legalCommands lists the affordable cards', () => {
    expect(legalCommands(at(0, 0, { souls: 2 }), 0).buy.sort()).toEqual([...market.items].sort());
  });
});

describe('R-WORLD standard world turn', () => {
  const two = (round: number, extra = {}) =>
    build({
      variant: 'standard',
      round,
      map: { radius: 4, statue: { q: 3, r: 0 } },
      units: [unit('a', 0, 0, 0), unit('b', 2, -3, 0)],
      nights: [
        { round: 3, card: 'bloodMoon' },
        { round: 5, card: 'whispersOfYer' },
        { round: 7, card: 'moonlitRespite' },
      ],
      ...extra,
    });
  const endRound = (s: GameState) => ok(ok(s, 0, { type: 'endTurn' }), 2, { type: 'endTurn' });
  it("R-EVENT-3 moving onto a day reveals the next night's event without effect", () => {
    const s = endRound(two(1));
    expect(s.round).toBe(2);
    expect(s.nights[0].revealed).toBe(true);
    expect(s.units.a.curse).toBe(0);
  });
  it('R-EVENT-4 event damage and healing roll fixed + dice per character (R-DMG-1)', () => {
    const base = two(2);
    const storm = {
      id: 'storm',
      nameKey: 'storm',
      textKey: 'storm',
      loreKey: 'storm',
      duration: 'oneShot' as const,
      effects: [{ kind: 'damage' as const, amount: { fixed: 1, dice: [{ kind: 'advantage' as const, count: 1 }] } }],
    };
    const s0: GameState = {
      ...base,
      forcedRolls: [2, 0],
      content: { ...base.content, events: { ...base.content.events, storm } },
      nights: [{ round: 3, card: 'storm', revealed: true }],
    };
    const r = applyCommand(ok(s0, 0, { type: 'endTurn' }), 2, { type: 'endTurn' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([r.state.units.a.hp, r.state.units.b.hp]).toEqual([2, 4]); // a: 1 + 2 (red face), b: 1 + 0
    expect(r.events.filter((e) => e.type === 'diceRolled').map((e) => (e as { unit: string }).unit)).toEqual([
      'a',
      'b',
    ]);
  });
  it('R-EVENT-4 moving onto a night applies its event (Blood Moon: +1 curse token each)', () => {
    const s = endRound(two(2, { nights: [{ round: 3, card: 'bloodMoon', revealed: true }] }));
    expect(s.round).toBe(3);
    expect([s.units.a.curse, s.units.b.curse]).toEqual([1, 1]);
  });
  it('R-WORLD-2 on a day a destroyed statue returns where the coin says', () => {
    const s0 = two(3);
    const s = endRound({
      ...s0,
      statue: {
        cell: null,
        intact: false,
        homes: [
          { q: 3, r: 0 },
          { q: -3, r: 3 },
        ],
      },
      forcedRolls: [1],
    });
    expect(s.statue).toMatchObject({ intact: true, cell: { q: -3, r: 3 } });
  });
  it('R-WORLD-5 a Stubborn Die swaps its user with the character before it; O-33 nothing when first', () => {
    expect(endRound(two(4, { stubbornDice: ['b'] })).initiative).toEqual(['b', 'a']);
    expect(endRound(two(4, { stubbornDice: ['a'] })).initiative).toEqual(['a', 'b']);
  });
  it('R-START-3 / R-ITEM-5 each start phase gains one soul (standard only)', () => {
    const s = ok(two(4), 0, { type: 'endTurn' });
    expect(s.units.b.souls).toBe(1);
  });
});

describe('R-TEAM-2 / O-05 hidden information in views and events', () => {
  it('before the draft ends a seat sees only its own relic card and its own pick', () => {
    let s = createMatch({ variant: 'standard', seed: 8 });
    s = ok(s, 0, { type: 'choose', prompt: s.pending!.id, option: 0 });
    const v1 = viewFor(s, 1);
    expect(v1.dealtRelics!.filter((x) => x !== null)).toHaveLength(1);
    expect(v1.units).toEqual({});
    expect(v1.seed).toBe(0);
    expect(v1.market!.itemDeck.every((c) => c === '?')).toBe(true);
    expect(v1.nights.every((n) => n.card === '?')).toBe(true);
    expect(Object.keys(viewFor(s, 0).units)).toEqual([s.seats[0]]);
  });
  it("relicDealt events reach only the own team; a dead unit's relic is revealed to everyone (O-01)", () => {
    let s = createMatch({ variant: 'standard', seed: 8 });
    const events: GameEvent[] = [];
    for (let i = 0; i < 4; i++) {
      const r = applyCommand(s, i as Seat, { type: 'choose', prompt: s.pending!.id, option: 0 });
      if (!r.ok) throw new Error(r.error.code);
      events.push(...r.events);
      s = r.state;
    }
    for (const seat of [0, 1, 2, 3] as Seat[]) {
      const team = s.units[s.seats[seat]!].team;
      const seen = eventsFor(s, events, seat).filter((e) => e.type === 'relicDealt');
      expect(seen.every((e) => e.type === 'relicDealt' && e.team === team)).toBe(true);
      expect(seen).toHaveLength(2);
    }
    expect(eventsFor(s, events, 'spectator').filter((e) => e.type === 'relicDealt')).toEqual([]);
    const enemy = Object.values(s.units).find((u) => u.team !== s.units[s.seats[0]!].team)!;
    expect(viewFor(s, 0).units[enemy.id].relic).toBeNull();
    const dead = {
      ...s,
      units: { ...s.units, [enemy.id]: { ...enemy, alive: false, pos: null, hp: 0, relicRevealed: true } },
    };
    expect(viewFor(dead, 0).units[enemy.id].relic).toBe(enemy.relic);
  });
  it('R-TEAM-2: the views that may not see a relic share one blanked copy of the unit, never a stale one', () => {
    const s = throughDraft(8);
    const enemy = Object.values(s.units).find((u) => u.team !== s.units[s.seats[0]!].team)!;
    const friend = s.seats.find((id) => id !== null && s.units[id].team === enemy.team)!;
    const friendSeat = s.seats.indexOf(friend) as Seat;
    // The spectator and the other team see the same copy (a room's diff of their views then skips the unit).
    const blanked = viewFor(s, 'spectator').units[enemy.id];
    expect(blanked.relic).toBeNull();
    expect(viewFor(s, 0).units[enemy.id]).toBe(blanked);
    expect(viewFor({ ...s }, 0).units[enemy.id]).toBe(blanked);
    expect(viewFor(s, friendSeat).units[enemy.id]).toBe(enemy);
    // A unit object changed in place (the engine never does; a caller might) gets a fresh copy with the change.
    (enemy as { hp: number }).hp -= 1;
    const after = viewFor(s, 0).units[enemy.id];
    expect(after).not.toBe(blanked);
    expect(after).toEqual({ ...enemy, relic: null });
    (enemy as { hp: number }).hp += 1;
  });
});
