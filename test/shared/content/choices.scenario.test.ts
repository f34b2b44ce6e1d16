/**
 * Module player choices through the engine (shared/rules/mechanism.ts `Ctx.ask` → a `choice` prompt answered with `choose`):
 * which free circle Noel's Link binds to (R-NOEL-2/3, R-STATUS-8) and which held essence Nia's 4th replaces (R-NIA-3
 * "she must replace one she already holds").
 */
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../../shared/rules';
import { defaultCommand } from '../../../shared/rules/defaultCommand';
import { legalCommands } from '../../../shared/rules';
import type { Scenario } from '../../../shared/rules';
import type { GameState, Seat } from '../../../shared/rules/state';
import { chooseBotCommand } from '../../../shared/ai';
import { essencesOf } from '../../../shared/mechanisms/nia';
import { choicePromptText, choiceText } from '../../../shared/content/i18n';
import { isFreeCell, summon } from '../../../shared/rules/mechanismApi';
import { hasStatus } from '../../../shared/rules/statuses';
import { play, reject } from './driver';
import { hookContext, position } from './position';

type U = Scenario['units'][number];
const at = (character: string, seat: Seat, q: number, r: number, extra: Partial<U> = {}): U => ({
  character,
  seat,
  pos: { q, r },
  ...extra,
});
const skill = (id: string, target?: unknown) => ({ type: 'skill', skill: id, ...(target ? { target } : {}) });

function choose(s: GameState, option: number): GameState {
  const p = s.pending!;
  const r = applyCommand(s, p.seat, { type: 'choose', prompt: p.id, option });
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return r.state;
}

describe('R-NIA-3 a 4th essence replaces one she holds: her player chooses which', () => {
  /** Nia holds frost, arcane, frost and casts Flame Soulburn (fire) on Darien (N 0, Burning saved). */
  const cast = () =>
    play(
      position({
        units: [
          at('nia', 0, 0, 0, { mechanism: { essences: ['frost', 'arcane', 'frost'], essencesStarted: true } }),
          at('darien', 2, 2, 0),
        ],
        forcedRolls: [0, 3, 3, 3],
      }),
      0,
      skill('flameSoulburn', { unit: 'darien' }),
    ).state;

  it('opens a choice of the kinds she holds; answering arcane keeps both frosts', () => {
    const s = cast();
    expect(s.pending).toMatchObject({
      kind: 'choice',
      seat: 0,
      unit: 'nia',
      purpose: 'nia:replaceEssence',
      options: ['frost', 'arcane'],
    });
    expect(legalCommands(s, 0).commands).toEqual([
      { type: 'choose', prompt: s.pending!.id, option: 0 },
      { type: 'choose', prompt: s.pending!.id, option: 1 },
    ]);
    const after = choose(s, 1);
    expect(essencesOf(after.units.nia)).toEqual(['frost', 'frost', 'fire']);
    expect(after.pending).toBeNull();
    expect(after.chain).toBeNull();
  });

  it('answering frost replaces one frost; the deadline default is the first option', () => {
    const s = cast();
    expect(essencesOf(choose(s, 0).units.nia)).toEqual(['arcane', 'frost', 'fire']);
    expect(defaultCommand(s, 0)).toEqual({ type: 'choose', prompt: s.pending!.id, option: 0 });
  });

  it('a bad option or another seat is refused, the state unchanged', () => {
    const s = cast();
    expect(reject(s, 0, { type: 'choose', prompt: s.pending!.id, option: 2 })).toBe('prompt/bad_option');
    expect(reject(s, 2, { type: 'choose', prompt: s.pending!.id, option: 0 })).toBe('prompt/not_yours');
  });

  it('with fewer than 3 held, or only one kind held, nothing is asked', () => {
    const two = play(
      position({
        units: [
          at('nia', 0, 0, 0, { mechanism: { essences: ['frost', 'arcane'], essencesStarted: true } }),
          at('darien', 2, 2, 0),
        ],
        forcedRolls: [0, 3, 3, 3],
      }),
      0,
      skill('flameSoulburn', { unit: 'darien' }),
    ).state;
    expect([two.pending, essencesOf(two.units.nia)]).toEqual([null, ['frost', 'arcane', 'fire']]);
    const same = play(
      position({
        units: [
          at('nia', 0, 0, 0, { mechanism: { essences: ['frost', 'frost', 'frost'], essencesStarted: true } }),
          at('darien', 2, 2, 0),
        ],
        forcedRolls: [0, 3, 3, 3],
      }),
      0,
      skill('flameSoulburn', { unit: 'darien' }),
    ).state;
    expect([same.pending, essencesOf(same.units.nia)]).toEqual([null, ['frost', 'frost', 'fire']]);
  });
});

describe("R-NOEL-2/3 a Link binds to the free circle Noel's player chooses", () => {
  /** Noel draws circles at (−2,0) then (0,2), then Soul Thread Links Eli (save failed). */
  const linked = () => {
    let s = position({
      units: [at('noel', 3, 0, 0), at('eli', 0, 3, 0), at('yunye', 1, 4, -1)],
      forcedRolls: [0, 0, 0],
    });
    s = play(s, 3, skill('drawCircle', { cell: { q: -2, r: 0 } })).state;
    s.units.noel.used = []; // a later turn: the Circles side is fresh again
    s.turn!.standardActions = 1;
    s = play(s, 3, skill('drawCircle', { cell: { q: 0, r: 2 } })).state;
    s.turn!.standardActions = 1;
    return play(s, 3, skill('soulThread', { unit: 'eli' })).state;
  };

  it('two free circles: a choice with their cells; the newer one chosen, Circle Swap there moves Eli onto it', () => {
    let s = linked();
    const circles = s.markers.filter((m) => m.kind === 'teleportCircle');
    expect(circles).toHaveLength(2);
    expect(s.pending).toMatchObject({
      kind: 'choice',
      seat: 3,
      unit: 'noel',
      purpose: 'noel:linkCircle',
      options: circles.map((m) => m.id),
      cells: [
        { q: -2, r: 0 },
        { q: 0, r: 2 },
      ],
    });
    s = choose(s, 1);
    expect(s.pending).toBeNull();
    expect(s.chain).toBeNull();
    s = play(s, 3, skill('circleSwap')).state;
    expect(s.units.eli.pos).toEqual({ q: 0, r: 2 });
    expect(s.markers.map((m) => m.cell)).toEqual([{ q: -2, r: 0 }]); // the older circle stays, unbound
  });

  it('the older circle chosen: Circle Swap can only use that one (no prompt) and moves Eli onto it', () => {
    let s = choose(linked(), 0);
    s = play(s, 3, skill('circleSwap')).state;
    expect(s.units.eli.pos).toEqual({ q: -2, r: 0 });
    expect(s.markers.map((m) => m.cell)).toEqual([{ q: 0, r: 2 }]);
  });
});

describe('R-NOEL-2 / O-45 Circle Swap and Blink Circle: the circles offered are exactly the circles the module can use', () => {
  /** Noel (blue) with circles c1 (−2,0) and c2 (0,2); his ally Yunye (blue, far off) bound to c1, the enemy Eli to c2. */
  function twoBound(): GameState {
    const s = position({
      units: [
        at('noel', 3, 0, 0),
        at('eli', 0, 3, 0, { statuses: [{ id: 'link' }] }),
        at('yunye', 2, -4, 4, { statuses: [{ id: 'link' }] }),
      ],
    });
    s.markers.push(
      { id: 'c1', kind: 'teleportCircle', owner: 'noel', cell: { q: -2, r: 0 } },
      { id: 'c2', kind: 'teleportCircle', owner: 'noel', cell: { q: 0, r: 2 } },
    );
    s.units.noel.mechanism['bind:c1'] = 'yunye';
    s.units.noel.mechanism['bind:c2'] = 'eli';
    return s;
  }

  it('legalCommands lists Circle Swap once with no target (no longer every cell within 30)', () => {
    const s = twoBound();
    expect(legalCommands(s, 3).commands.filter((c) => (c as { skill?: string }).skill === 'circleSwap')).toEqual([
      { type: 'skill', skill: 'circleSwap' },
    ]);
    expect(reject(s, 3, skill('circleSwap', { cell: { q: -2, r: 0 } }))).toBe('target/wrong_kind');
  });

  it('two bound circles: a choice of both; every offered circle is accepted and swaps its own bound unit', () => {
    const s = declare(twoBound(), 3, skill('circleSwap'));
    expect(s.pending).toMatchObject({
      kind: 'choice',
      seat: 3,
      unit: 'noel',
      purpose: 'noel:swapCircle',
      options: ['c1', 'c2'],
      cells: [
        { q: -2, r: 0 },
        { q: 0, r: 2 },
      ],
    });
    const first = choose(s, 0);
    expect([first.units.yunye.pos, first.units.eli.pos, first.markers.map((m) => m.id)]).toEqual([
      { q: -2, r: 0 },
      { q: 3, r: 0 },
      ['c2'],
    ]);
    const second = choose(s, 1);
    expect([second.units.yunye.pos, second.units.eli.pos, second.markers.map((m) => m.id)]).toEqual([
      { q: -4, r: 4 },
      { q: 0, r: 2 },
      ['c1'],
    ]);
    expect(reject(s, 3, { type: 'choose', prompt: s.pending!.id, option: 2 })).toBe('prompt/bad_option');
  });

  it('with no bound circle Circle Swap is neither listed nor accepted (it would do nothing but spend its use)', () => {
    const s = twoBound();
    delete s.units.noel.mechanism['bind:c1'];
    delete s.units.noel.mechanism['bind:c2'];
    expect(legalCommands(s, 3).commands.filter((c) => (c as { skill?: string }).skill === 'circleSwap')).toEqual([]);
    expect(reject(s, 3, skill('circleSwap'))).toBe('skill/nothing_to_do');
  });

  it('the bot drags the enemy in (option 1), not the healthy ally out (the default, option 0)', () => {
    const s = declare(twoBound(), 3, skill('circleSwap'));
    expect(bot(s, 3)).toEqual({ type: 'choose', prompt: s.pending!.id, option: 1 });
  });

  it("Blink Circle with two free circles: Noel's player chooses where he lands", () => {
    let s = position({ units: [at('eli', 0, 0, 0), at('noel', 3, 1, 0, { facing: 3 })], turn: { unit: 'eli' } });
    s.markers.push(
      { id: 'c1', kind: 'teleportCircle', owner: 'noel', cell: { q: 4, r: -2 } },
      { id: 'c2', kind: 'teleportCircle', owner: 'noel', cell: { q: -3, r: 3 } },
    );
    s = declare(s, 0, skill('deathCut', { unit: 'noel' }));
    s = declare(s, 3, { type: 'react', prompt: s.pending!.id, use: 'skill', skill: 'blinkCircle' });
    expect(s.pending).toMatchObject({ kind: 'choice', seat: 3, purpose: 'noel:blinkCircle', options: ['c1', 'c2'] });
    s = choose(s, 1);
    expect(s.units.noel.pos).toEqual({ q: -3, r: 3 });
    expect(s.markers.map((m) => m.id)).toEqual(['c1']);
  });
});

/** Declares a command that must be accepted (no prompt answering). */
function declare(s: GameState, seat: Seat, command: Record<string, unknown>): GameState {
  const r = applyCommand(s, seat, command);
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return r.state;
}

const bot = (s: GameState, seat: Seat) =>
  chooseBotCommand({ legalCommands: (st, se) => legalCommands(st as GameState, se) }, s, seat, 0);

describe("R-NIA-3 / O-48 Mad Surge and Backlash: the essence gained is her player's choice (default: the kind she holds fewest of)", () => {
  /** Nia on her Madness side (board 1, side 1) holding `essences`, Darien 3 away. */
  const surge = (essences: string[], extra: Record<string, unknown> = {}) =>
    declare(
      position({
        units: [
          at('nia', 0, 0, 0, { board: 1, side: 1, curse: 1, mechanism: { essences, essencesStarted: true } }),
          at('darien', 2, 3, 0),
        ],
      }),
      0,
      { ...skill('madSurge'), ...extra },
    );

  it('holding fewer than 3: one option per kind, the fewest-held first; answering arcane gains arcane', () => {
    const s = surge(['frost']);
    expect(s.pending).toMatchObject({
      kind: 'choice',
      seat: 0,
      unit: 'nia',
      purpose: 'nia:essenceKind',
      options: ['fire', 'frost', 'arcane'],
    });
    expect(legalCommands(s, 0).commands).toEqual(
      [0, 1, 2].map((option) => ({ type: 'choose', prompt: s.pending!.id, option })),
    );
    const after = choose(s, 2);
    expect(essencesOf(after.units.nia)).toEqual(['frost', 'arcane']);
    expect([after.pending, after.chain]).toEqual([null, null]);
  });

  it('the deadline default is option 0, the old fixed rule (the kind she holds fewest of)', () => {
    const s = surge(['frost']);
    expect(defaultCommand(s, 0)).toEqual({ type: 'choose', prompt: s.pending!.id, option: 0 });
    expect(essencesOf(choose(s, 0).units.nia)).toEqual(['frost', 'fire']);
  });

  it('holding 3: the kind and the held kind it replaces in one answer; outcomes that change nothing are listed once', () => {
    const s = surge(['fire', 'fire', 'frost']);
    expect((s.pending as { options: string[] }).options).toEqual([
      'arcane>fire',
      'arcane>frost',
      'fire>fire',
      'fire>frost',
      'frost>fire',
    ]);
    expect(essencesOf(choose(s, 4).units.nia)).toEqual(['fire', 'frost', 'frost']);
    expect(essencesOf(choose(s, 0).units.nia)).toEqual(['fire', 'frost', 'arcane']);
  });

  it('a bad option, another seat, or another command while the choice is open is refused with a typed error, the state unchanged', () => {
    const s = surge(['frost']);
    expect(reject(s, 0, { type: 'choose', prompt: s.pending!.id, option: 3 })).toBe('prompt/bad_option');
    expect(reject(s, 0, { type: 'choose', prompt: s.pending!.id, option: -1 })).toBe('command/malformed');
    expect(reject(s, 2, { type: 'choose', prompt: s.pending!.id, option: 0 })).toBe('prompt/not_yours');
    expect(reject(s, 0, { type: 'choose', prompt: s.pending!.id + 7, option: 0 })).toBe('prompt/stale');
    expect(reject(s, 0, { type: 'endTurn' })).toBe('turn/pending_decision');
  });

  it('cursed: a second essence, asked after the first answer', () => {
    let s = surge([], { curse: true });
    s = choose(s, 2); // arcane
    expect(s.pending).toMatchObject({
      kind: 'choice',
      purpose: 'nia:essenceKind',
      options: ['fire', 'frost', 'arcane'],
    });
    s = choose(s, 1); // frost
    expect(essencesOf(s.units.nia)).toEqual(['arcane', 'frost']);
    expect(s.pending).toBeNull();
  });

  it("Backlash (19) as a reaction: after its damage, Nia's player chooses the kind", () => {
    let s = declare(
      position({
        units: [
          at('eli', 0, 0, 0),
          at('nia', 2, 1, 0, { facing: 3, mechanism: { essences: [], essencesStarted: true } }),
        ],
        forcedRolls: [1],
      }),
      0,
      skill('deathCut', { unit: 'nia' }),
    );
    s = declare(s, 2, {
      type: 'react',
      prompt: s.pending!.id,
      use: 'skill',
      skill: 'backlash',
      target: { unit: 'eli' },
    });
    expect(s.pending).toMatchObject({ kind: 'choice', seat: 2, unit: 'nia', purpose: 'nia:essenceKind' });
    expect(s.units.eli.hp).toBe(4);
    s = choose(s, 1);
    expect(essencesOf(s.units.nia)).toEqual(['frost']);
  });

  it('the bot keeps the most kinds (each kind adds its rider to Essence Torrent)', () => {
    const full = surge(['fire', 'fire', 'frost']);
    expect(bot(full, 0)).toEqual({ type: 'choose', prompt: full.pending!.id, option: 0 }); // arcane>fire: all three kinds
    // Flame Soulburn (fire) holding arcane, frost, frost: replacing a frost keeps three kinds (the default would drop arcane).
    const open = declare(
      position({
        units: [
          at('nia', 0, 0, 0, { mechanism: { essences: ['arcane', 'frost', 'frost'], essencesStarted: true } }),
          at('darien', 2, 2, 0),
        ],
        forcedRolls: [0, 3, 3, 3],
      }),
      0,
      skill('flameSoulburn', { unit: 'darien' }),
    );
    const answered =
      open.pending?.kind === 'reaction' ? declare(open, 2, { type: 'pass', prompt: open.pending.id }) : open;
    expect(answered.pending).toMatchObject({ purpose: 'nia:replaceEssence', options: ['arcane', 'frost'] });
    expect(bot(answered, 0)).toEqual({ type: 'choose', prompt: answered.pending!.id, option: 1 });
  });
});

describe("R-ALICIA-1..3 / O-47 the puppet steps out onto a cell next to Alicia of her player's choice", () => {
  /** Alicia at the centre facing direction 0 on her Puppetry side, no puppet; Darien at (−2,1), two cells away. */
  const dance = (command = skill('puppetDance'), forcedRolls = [1]) =>
    declare(
      position({ units: [at('alicia', 0, 0, 0, { side: 1, facing: 0 }), at('darien', 2, -2, 1)], forcedRolls }),
      0,
      command,
    );

  it('Puppet Dance with no puppet: the free cells next to her, her front first (the old fixed rule as option 0)', () => {
    const s = dance();
    expect(s.pending).toMatchObject({
      kind: 'choice',
      seat: 0,
      unit: 'alicia',
      purpose: 'alicia:puppetCell',
      options: ['1,0', '1,-1', '0,1', '0,-1', '-1,1', '-1,0'],
      cells: [
        { q: 1, r: 0 },
        { q: 1, r: -1 },
        { q: 0, r: 1 },
        { q: 0, r: -1 },
        { q: -1, r: 1 },
        { q: -1, r: 0 },
      ],
    });
    expect(defaultCommand(s, 0)).toEqual({ type: 'choose', prompt: s.pending!.id, option: 0 });
    const front = choose(s, 0);
    expect(Object.values(front.units).find((u) => u.def === 'puppet')!.pos).toEqual({ q: 1, r: 0 });
    expect(front.units.darien.hp).toBe(5); // not next to (1,0)
  });

  it('answering (−1,1), beside Darien: the puppet steps out there and the dance hits him (1 + 1)', () => {
    const s = choose(dance(), 4);
    expect(Object.values(s.units).find((u) => u.def === 'puppet')!.pos).toEqual({ q: -1, r: 1 });
    expect(s.units.darien.hp).toBe(3);
    expect([s.pending, s.chain]).toEqual([null, null]);
  });

  it('Tangle carries its area through the choice: Darien within 2 of the chosen cell is pulled 1 and Rooted', () => {
    const s = choose(dance(skill('tangle'), [0, 0, 0]), 5); // (−1,0): Darien at (−2,1) is adjacent already
    expect(hasStatus(s.units.darien, 'root')).toBe(true);
  });

  it('bad answers are refused with typed errors, the state unchanged', () => {
    const s = dance();
    expect(reject(s, 0, { type: 'choose', prompt: s.pending!.id, option: 6 })).toBe('prompt/bad_option');
    expect(reject(s, 2, { type: 'choose', prompt: s.pending!.id, option: 0 })).toBe('prompt/not_yours');
    expect(reject(s, 0, { type: 'choose', prompt: s.pending!.id, option: 1.5 })).toBe('command/malformed');
  });

  it('the bot steps the puppet out beside the enemy', () => {
    const s = dance();
    const c = bot(s, 0) as { option: number };
    const cell = (s.pending as { cells: { q: number; r: number }[] }).cells[c.option];
    expect(Math.max(Math.abs(cell.q + 2), Math.abs(cell.r - 1), Math.abs(cell.q + cell.r + 1))).toBe(1);
  });
});

describe('R-ALICIA-2 Pull the Strings: the cells offered are exactly the cells the module accepts', () => {
  /** Alicia at (0,0) with her puppet already at (3,−1), an obstacle-free radius-5 map, Darien at (4,−1). */
  function withPuppet(): GameState {
    const s = position({ units: [at('alicia', 0, 0, 0, { side: 1 }), at('darien', 2, 4, -1)] });
    summon(hookContext(s), s.units.alicia, 'puppet', { q: 3, r: -1 });
    return s;
  }

  it('legalCommands lists it once, with no target; the old cell target is refused as a typed error', () => {
    const s = position({ units: [at('alicia', 0, 0, 0, { side: 1 }), at('darien', 2, 4, -1)] });
    const listed = legalCommands(s, 0).commands.filter((c) => (c as { skill?: string }).skill === 'pullTheStrings');
    expect(listed).toEqual([{ type: 'skill', skill: 'pullTheStrings' }]);
    expect(reject(s, 0, skill('pullTheStrings', { cell: { q: -4, r: 4 } }))).toBe('target/wrong_kind');
  });

  it('with no free cell next to Alicia or the puppet it is neither listed nor accepted', () => {
    const s = withPuppet();
    // Fill every free cell around both with obstacles (on a new cells object: a layout's cells are shared and frozen).
    s.map.cells = { ...s.map.cells };
    for (const c of Object.values(s.map.cells))
      if (
        isFreeCell(s, c) &&
        [
          { q: 0, r: 0 },
          { q: 3, r: -1 },
        ].some((o) => Math.max(Math.abs(c.q - o.q), Math.abs(c.r - o.r), Math.abs(c.q + c.r - o.q - o.r)) === 1)
      )
        s.map.cells[`${c.q},${c.r}`] = { ...c, terrain: 'obstacle' };
    expect(legalCommands(s, 0).commands.filter((c) => (c as { skill?: string }).skill === 'pullTheStrings')).toEqual(
      [],
    );
    expect(reject(s, 0, skill('pullTheStrings'))).toBe('skill/nothing_to_do');
  });

  it('every offered cell is accepted: each answer puts the puppet exactly there; the offer is every free cell next to Alicia or the puppet', () => {
    const s = declare(withPuppet(), 0, skill('pullTheStrings'));
    const p = s.pending as { kind: string; purpose: string; options: string[]; cells: { q: number; r: number }[] };
    expect([p.kind, p.purpose]).toEqual(['choice', 'alicia:pullCell']);
    const near = (a: { q: number; r: number }, b: { q: number; r: number }) =>
      Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.q + a.r - b.q - b.r)) === 1;
    const expected = Object.values(s.map.cells)
      .filter((c) => isFreeCell(s, c) && (near(c, { q: 0, r: 0 }) || near(c, { q: 3, r: -1 })))
      .map((c) => `${c.q},${c.r}`)
      .sort();
    expect([...p.options].sort()).toEqual(expected);
    expect(p.options).toHaveLength(11); // 6 around Alicia + 6 around the puppet − Darien's cell (4,−1)
    p.options.forEach((option, i) => {
      const after = choose(s, i);
      expect(Object.values(after.units).find((u) => u.def === 'puppet')!.pos).toEqual(p.cells[i]);
      expect(`${p.cells[i].q},${p.cells[i].r}`).toBe(option);
      expect([after.pending, after.chain]).toEqual([null, null]);
    });
  });

  it('a bad answer is refused with a typed error, the state unchanged; the bot answers beside the enemy', () => {
    const s = declare(withPuppet(), 0, skill('pullTheStrings'));
    expect(reject(s, 0, { type: 'choose', prompt: s.pending!.id, option: 11 })).toBe('prompt/bad_option');
    expect(reject(s, 2, { type: 'choose', prompt: s.pending!.id, option: 0 })).toBe('prompt/not_yours');
    const c = bot(s, 0) as { option: number };
    const cell = (s.pending as { cells: { q: number; r: number }[] }).cells[c.option];
    expect(Math.max(Math.abs(cell.q - 4), Math.abs(cell.r + 1), Math.abs(cell.q + cell.r - 3))).toBe(1);
  });
});

describe('choice prompts in words, en and zh (shared/content/i18n choicePromptText / choiceText)', () => {
  const purposes = [
    'noel:linkCircle',
    'noel:swapCircle',
    'noel:blinkCircle',
    'nia:replaceEssence',
    'nia:essenceKind',
    'alicia:puppetCell',
    'alicia:pullCell',
  ];

  it.each(['en', 'zh'] as const)('every purpose has a %s question', (lang) => {
    for (const purpose of purposes) expect(choicePromptText(lang, purpose)).not.toBe(`choice.${purpose}`);
  });

  it('options read as words: cells, circles, kinds and exchanges', () => {
    const cells = [{ q: 1, r: 0 }];
    expect(choiceText('en', { purpose: 'alicia:pullCell', options: ['1,0'], cells }, 0)).toBe('Cell 1,0');
    expect(choiceText('zh', { purpose: 'noel:linkCircle', options: ['c1'], cells }, 0)).toBe('位于 1,0 的法阵');
    expect(choiceText('en', { purpose: 'nia:essenceKind', options: ['frost'] }, 0)).toBe('Frost essence');
    expect(choiceText('en', { purpose: 'nia:essenceKind', options: ['arcane>fire'] }, 0)).toBe(
      'Arcane essence, replacing Fire essence',
    );
    expect(choiceText('zh', { purpose: 'nia:essenceKind', options: ['arcane>fire'] }, 0)).toBe(
      '奥术精华，替换火焰精华',
    );
  });
});
