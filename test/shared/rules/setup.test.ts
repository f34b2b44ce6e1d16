// R-OVR, R-TEAM, R-ROUND, R-SETUP, R-SHEET and R-INIT rules of match setup not covered in turnFlow/standard tests.
import { describe, expect, it } from 'vitest';
import {
  awaiting,
  createMatch,
  defaultCommand,
  FINAL_JUDGMENT,
  viewFor,
  type GameState,
  type Seat,
} from '../../../shared/rules';
import { build, ok, rejects, skill, unit } from './helpers';

type Place = Extract<NonNullable<GameState['pending']>, { kind: 'place' }>;
/** Answers every placement prompt, with `over` merged into the answer of each seat. */
function placeAll(s: GameState, over: Partial<Record<Seat, Record<string, unknown>>> = {}): GameState {
  while (s.pending?.kind === 'place') {
    const p = s.pending as Place;
    s = ok(s, p.seat, { type: 'place', prompt: p.id, cell: p.cells[0], facing: 0, ...(over[p.seat] ?? {}) });
  }
  return s;
}
/** Plays `n` default answers (end turn, pass, first option). */
function playDefaults(s: GameState, n: number): GameState {
  for (let i = 0; i < n && s.stage !== 'over'; i++) {
    const a = awaiting(s)!;
    s = ok(s, a.seats[0], defaultCommand(s, a.seats[0]));
  }
  return s;
}

/** Plays the standard setup with default answers until the first character turn. */
function toPlay(seed: number): GameState {
  let s = createMatch({ variant: 'standard', seed });
  while (s.stage === 'setup') s = playDefaults(s, 1);
  return s;
}

describe('R-OVR overview', () => {
  const s = createMatch({ variant: 'beginner', seed: 1 });
  it('R-OVR-1 / R-TEAM-1 four seats, one character each, two teams of two by relic colour', () => {
    expect(s.seats).toHaveLength(4);
    expect(new Set(s.seats).size).toBe(4);
    const teams = s.seats.map((id) => s.units[id!].team);
    expect(teams.filter((t) => t === 'red')).toHaveLength(2);
    expect(teams.filter((t) => t === 'blue')).toHaveLength(2);
  });
  it('R-OVR-2 each team has one Holy Relic holder and one Ritual Vessel holder', () => {
    for (const team of ['red', 'blue'] as const) {
      const relics = Object.values(s.units)
        .filter((u) => u.team === team)
        .map((u) => u.relic)
        .sort();
      expect(relics).toEqual(['holy', 'vessel']);
    }
  });
  it('R-OVR-3 there is no round limit: after the Final Judgment the game goes on until a leader dies', () => {
    let g = build({ round: FINAL_JUDGMENT, map: { radius: 4 }, units: [unit('a', 0, 0, 0), unit('b', 2, 3, 0)] });
    for (let i = 0; i < 6; i++) g = ok(g, g.turn!.unit === 'a' ? 0 : 2, { type: 'endTurn' });
    expect([g.stage, g.round, g.winner]).toEqual(['play', FINAL_JUDGMENT, null]);
  });
  it("R-OVR-3 killing the other team's Holy Relic holder wins at once", () => {
    const kill = skill('kill', { effects: [{ kind: 'damage', amount: { fixed: 9 } }] });
    const g = ok(
      build({
        map: { radius: 4 },
        skills: { kill },
        units: [unit('a', 0, 0, 0, {}, [['kill'], []]), unit('b', 2, 1, 0)],
      }),
      0,
      { type: 'skill', skill: 'kill', target: { unit: 'b' } },
    );
    expect([g.stage, g.winner, awaiting(g)]).toEqual(['over', 'red', null]);
  });
  it('R-OVR-4 game flow: setup, every character one turn in initiative order, a world turn, then turns again', () => {
    let g = placeAll(s);
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      order.push(`${g.round}:${g.turn!.unit}`);
      g = ok(g, g.units[g.turn!.unit].seat, { type: 'endTurn' });
    }
    expect(order).toEqual(['5:eli', '5:yunye', '5:darien', '5:noel', '6:eli']);
  });
});

describe('R-TEAM teams', () => {
  it('R-TEAM-3 team colour is public in the standard game; only the relic type is hidden', () => {
    const g = toPlay(7);
    expect(g.stage).toBe('play');
    const v = viewFor(g, 0);
    const mine = g.seats[0]!;
    for (const id of g.seats) {
      expect(v.units[id!].team).toBe(g.units[id!].team);
      if (g.units[id!].team !== g.units[mine].team) expect(v.units[id!].relic).toBeNull();
    }
  });
  it('R-TEAM-5 allies are the units of the same team, summons included: ally-only skills refuse enemies', () => {
    const heal = skill('heal', {
      targeting: { kind: 'single', range: { max: 3 }, filter: 'ally', vision: false },
      effects: [{ kind: 'heal', amount: { fixed: 1 } }],
    });
    const g = build({
      map: { radius: 4 },
      skills: { heal },
      units: [unit('a', 0, 0, 0, {}, [['heal'], []]), unit('mate', 1, 1, 0, { hp: 3 }), unit('b', 2, 2, 0, { hp: 3 })],
    });
    rejects(g, 0, { type: 'skill', skill: 'heal', target: { unit: 'b' } }, 'target/not_allowed');
    expect(ok(g, 0, { type: 'skill', skill: 'heal', target: { unit: 'mate' } }).units.mate.hp).toBe(4);
  });
});

describe('R-ROUND round track', () => {
  it('R-ROUND-1 / R-SETUP-2 (S) the standard game starts on the Start round (1); the track ends at the Final Judgment (8)', () => {
    expect(createMatch({ variant: 'standard', seed: 2 }).round).toBe(1);
    let g = build({ round: 7, map: { radius: 4 }, units: [unit('a', 0, 0, 0), unit('b', 2, 3, 0)] });
    g = ok(ok(g, 0, { type: 'endTurn' }), 2, { type: 'endTurn' });
    expect(g.round).toBe(FINAL_JUDGMENT);
  });
  it("R-ROUND-2 / R-WORLD-3 days (2, 4, 6) reveal the next night's event; nights (3, 5, 7) hold the event cards", () => {
    const g = createMatch({ variant: 'standard', seed: 4 });
    expect(g.nights.map((n) => n.round)).toEqual([3, 5, 7]);
    const at = (round: number) =>
      build({
        variant: 'standard',
        round,
        map: { radius: 4 },
        units: [unit('a', 0, 0, 0), unit('b', 2, 3, 0)],
        nights: [
          { round: 3, card: 'bloodMoon' },
          { round: 5, card: 'bloodMoon' },
          { round: 7, card: 'bloodMoon' },
        ],
      });
    for (const day of [1, 3, 5]) {
      const next = ok(ok(at(day), 0, { type: 'endTurn' }), 2, { type: 'endTurn' });
      expect(next.round).toBe(day + 1);
      expect(next.nights.find((n) => n.round === day + 2)!.revealed).toBe(true);
    }
  });
  it('R-ROUND-6 / R-SETUP-2 (B) the beginner marker starts on "2 nights before the Cataclysm" (round 5, O-07)', () => {
    expect(createMatch({ variant: 'beginner', seed: 2 }).round).toBe(5);
  });
});

describe('R-SETUP setup steps', () => {
  const b = createMatch({ variant: 'beginner', seed: 9 });
  const st = createMatch({ variant: 'standard', seed: 9 });
  it('R-SETUP-3 / R-EVENT-5 events: none in the beginner game, three on the nights in the standard game', () => {
    expect(b.nights).toEqual([]);
    expect(st.nights).toHaveLength(3);
    expect(st.nights.every((n) => !n.revealed)).toBe(true);
  });
  it('R-SETUP-5 / R-MARKET-3 (B) no market in the beginner game; the standard game has one', () => {
    expect(b.market).toBeNull();
    expect(st.market).not.toBeNull();
  });
  it('R-SETUP-6 map: the beginner layout is fixed; the standard map is dealt from the seed', () => {
    expect(createMatch({ variant: 'beginner', seed: 1 }).map).toEqual(
      createMatch({ variant: 'beginner', seed: 2 }).map,
    );
    const dealt = (seed: number) => playDefaults(createMatch({ variant: 'standard', seed }), 8).map.cells;
    expect(Object.keys(dealt(1)).sort()).not.toEqual(Object.keys(dealt(2)).sort());
  });
  it('R-SETUP-8 relics: open in the beginner game (R-TEAM-4), dealt hidden in the standard game (R-TEAM-2)', () => {
    expect(Object.values(b.units).every((u) => u.relicRevealed)).toBe(true);
    const g = toPlay(9);
    expect(
      Object.values(g.units)
        .filter((u) => u.kind === 'character')
        .every((u) => !u.relicRevealed),
    ).toBe(true);
  });
  it('R-SETUP-9 initiative: fixed in the beginner game (R-INIT-5), rolled with modifiers in the standard game (R-INIT-1)', () => {
    expect(b.initiative).toEqual(['eli', 'yunye', 'darien', 'noel']);
    const orders = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        toPlay(seed)
          .initiative.map((id) => id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
  it('R-SETUP-10 every tracker starts pointer up and empty (R-TRACK-1)', () => {
    for (const u of Object.values(b.units)) expect([u.trackerFlips ?? 0, u.statuses]).toEqual([0, []]);
  });
  it('R-SETUP-13 each player chooses the starting side of the skill board in the placement answer', () => {
    const g = placeAll(b, { 1: { side: 1 } });
    expect([g.units.eli.side, g.units.yunye.side]).toEqual([0, 1]);
  });
  it('R-SETUP-14 (B) two curse tokens each; (S) none', () => {
    expect(Object.values(b.units).map((u) => u.curse)).toEqual([2, 2, 2, 2]);
    const g = toPlay(9);
    expect(
      Object.values(g.units)
        .filter((u) => u.kind === 'character')
        .map((u) => u.curse),
    ).toEqual([0, 0, 0, 0]);
  });
  it('R-SETUP-16 Darien chooses his starting weapon form when placed; other characters have none', () => {
    const g = placeAll(b, { 2: { form: 'great' } });
    expect([g.units.darien.form, g.units.eli.form]).toEqual(['great', null]);
    const p = placeAll(b, {}).units.darien.form;
    expect(p).toBe('twin');
  });
});

describe('R-SHEET attributes', () => {
  const g = toPlay(11);
  it('R-SHEET-2 / R-SHEET-3 every character has initial HP, constitution, movement and initiative modifier from its card (standard: printed HP)', () => {
    for (const id of g.seats) {
      const u = g.units[id!];
      const stats = g.content.characters[u.def].stats;
      expect([u.maxHp, u.hp, u.constitution, u.movement, u.initiativeModifier]).toEqual([
        stats.hp,
        stats.hp,
        stats.constitution,
        stats.movement,
        stats.initiative,
      ]);
    }
  });
  it('R-SHEET-4 healing never raises HP above max HP', () => {
    const heal = skill('heal', { targeting: { kind: 'self' }, effects: [{ kind: 'heal', amount: { fixed: 5 } }] });
    const s = ok(
      build({
        map: { radius: 4 },
        skills: { heal },
        units: [unit('a', 0, 0, 0, { hp: 2, maxHp: 4 }, [['heal'], []]), unit('b', 2, 3, 0)],
      }),
      0,
      { type: 'skill', skill: 'heal' },
    );
    expect([s.units.a.hp, s.units.a.maxHp]).toEqual([4, 4]);
  });
  it('R-SHEET-5 constitution is the number of normal dice in a status save', () => {
    const stun = skill('stun', { effects: [{ kind: 'applyStatus', status: 'stun', save: true, saveThreshold: 3 }] });
    const at = (constitution: number, rolls: number[]) =>
      ok(
        build({
          map: { radius: 4 },
          skills: { stun },
          forcedRolls: rolls,
          units: [unit('a', 0, 0, 0, {}, [['stun'], []]), unit('b', 2, 1, 0, { constitution })],
        }),
        0,
        { type: 'skill', skill: 'stun', target: { unit: 'b' } },
      );
    // Three forced 1s: constitution 3 rolls all three (3 ≥ 3, saved); constitution 2 rolls two (2 < 3, stunned) and leaves one.
    expect(at(3, [1, 1, 1]).units.b.statuses).toEqual([]);
    const two = at(2, [1, 1, 1]);
    expect([two.units.b.statuses.map((x) => x.id), two.forcedRolls]).toEqual([['stun'], [1]]);
  });
  it('R-SHEET-6 movement is the budget of moves and turns per action phase', () => {
    const s = build({ map: { radius: 4 }, units: [unit('a', 0, 0, 0, { movement: 2 }), unit('b', 2, 3, -3)] });
    rejects(
      s,
      0,
      {
        type: 'move',
        path: [
          { q: 1, r: 0 },
          { q: 2, r: 0 },
          { q: 3, r: 0 },
        ],
      },
      'move/no_budget',
    );
    expect(
      ok(s, 0, {
        type: 'move',
        path: [
          { q: 1, r: 0 },
          { q: 2, r: 0 },
        ],
      }).turn!.movementLeft,
    ).toBe(0);
  });
  it('R-SHEET-7 / R-INIT-1 the initiative modifier is added to the d20; the lowest total acts first', () => {
    let s = createMatch({ variant: 'standard', seed: 11 });
    for (let i = 0; i < 4; i++) s = ok(s, i as Seat, { type: 'choose', prompt: s.pending!.id, option: 0 });
    const ids = s.seats as string[];
    const mods = ids.map((id) => s.units[id].initiativeModifier);
    // d20 results chosen so that the modifier decides: seat 0 rolls 20 (highest die), the others 1, 2, 3 — unless the
    // modifiers say otherwise the totals are distinct, and the order must follow die + modifier, not the die alone.
    const d20 = [20, 1, 2, 3];
    const totals = ids.map((id, i) => [id, d20[i] + mods[i]] as const);
    if (new Set(totals.map((t) => t[1])).size < 4) throw new Error('choose other dice: totals tie');
    s = { ...s, forcedRolls: d20 };
    s = ok(s, s.pending!.seat, { type: 'choose', prompt: s.pending!.id, option: 0 });
    expect(s.initiative).toEqual([...totals].sort((a, b) => a[1] - b[1]).map((t) => t[0]));
  });
  it('R-INIT-4 initiative is rolled once: it does not change from round to round', () => {
    let s = toPlay(12);
    const first = [...s.initiative];
    s = playDefaults(s, 12);
    expect(s.round).toBeGreaterThan(1);
    expect(s.initiative).toEqual(first);
  });
});
