import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../../shared/content';
import { MECHANISMS } from '../../../shared/mechanisms';
import { canEnd, canPass } from '../../../shared/rules/movement';
import { hasStatus } from '../../../shared/rules/statuses';
import { essencesOf } from '../../../shared/mechanisms/nia';
import { applyStatus } from '../../../shared/rules/mechanismApi';
import { action, hookContext, position } from './position';
import { skill } from './helpers';

const fx = (module: string, effect: string) => {
  const f = MECHANISMS[module]?.effects?.[effect];
  if (!f) throw new Error(`no hook ${module}:${effect}`);
  return f;
};

describe('every hook named in the content exists in its module', () => {
  it('effects and passives resolve to module functions', () => {
    const names: string[] = [];
    const visit = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(visit);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (o.kind === 'hook' && typeof o.hook === 'string') names.push(o.hook);
        Object.values(o).forEach(visit);
      }
    };
    visit(CONTENT);
    const effectHooks = [...new Set(names)];
    expect(effectHooks.length).toBeGreaterThan(10);
    for (const name of effectHooks) {
      const [m, e] = name.split(':');
      expect(MECHANISMS[m]?.effects?.[e], name).toBeTypeOf('function');
    }
    for (const c of Object.values(CONTENT.characters)) {
      expect(MECHANISMS[c.module ?? ''], c.id).toBeDefined();
      expect(c.passive.hook?.split(':')[0], c.id).toBe(c.id);
    }
  });
});

describe('R-DARIEN-2/3 weapon forms (Darien module)', () => {
  it('Switch Form toggles twin ↔ great and emits formChanged', () => {
    const state = position({ units: [{ character: 'darien', seat: 2, pos: { q: 0, r: 0 }, form: 'twin' }] });
    const h = hookContext(state);
    const sw = skill(CONTENT.characters.darien, 'switchForm');
    fx('darien', 'switchForm')(h, action('darien', sw), 'darien', {});
    expect(state.units.darien.form).toBe('great');
    fx('darien', 'switchForm')(h, action('darien', sw), 'darien', {});
    expect(state.units.darien.form).toBe('twin');
    expect(h.events.filter((e) => e.type === 'formChanged')).toHaveLength(2);
  });

  it('Two Oaths: twin swords ignore Sturdy; the greatsword blocks 1 from the front only', () => {
    const state = position({
      units: [
        { character: 'darien', seat: 2, pos: { q: 0, r: 0 }, facing: 0, form: 'great' },
        { character: 'eli', seat: 0, pos: { q: 1, r: 0 }, statuses: [{ id: 'sturdy' }] },
        { character: 'yunye', seat: 1, pos: { q: -1, r: 0 } },
      ],
    });
    const h = hookContext(state);
    const taken = MECHANISMS.darien.onDamageTaken!;
    expect(taken(h, state.units.darien, 2, 'eli')).toBe(1); // Eli stands at F (direction 0): in the front cone
    expect(taken(h, state.units.darien, 2, 'yunye')).toBe(2); // Yunye is behind
    state.units.darien.form = 'twin';
    expect(taken(h, state.units.eli, 1, 'darien')).toBe(2); // Sturdy's −1 is given back
  });
});

describe('R-NOEL-2/3 teleport circles, Link and swap (Noel module, O-45)', () => {
  const setup = () => {
    const state = position({
      units: [
        { character: 'noel', seat: 3, pos: { q: 0, r: 0 } },
        { character: 'eli', seat: 0, pos: { q: 3, r: 0 }, statuses: [{ id: 'link' }, { id: 'root' }] },
        { character: 'yunye', seat: 1, pos: { q: -2, r: 0 } },
      ],
    });
    state.markers.push({ id: 'c1', kind: 'teleportCircle', cell: { q: -2, r: 0 }, owner: 'noel' });
    return state;
  };

  it('a Linked unit swapped onto an occupied circle exchanges places with the occupant; the circle leaves the map', () => {
    const state = setup();
    const h = hookContext(state);
    const noel = CONTENT.characters.noel;
    fx('noel', 'bindLink')(h, action('noel', skill(noel, 'soulThread'), { unit: 'eli' }), 'eli', {});
    expect(state.units.noel.mechanism['bind:c1']).toBe('eli');
    fx('noel', 'circleSwap')(h, action('noel', skill(noel, 'circleSwap')), null, {});
    expect(state.units.eli.pos).toEqual({ q: -2, r: 0 }); // Root does not stop the swap (a teleport)
    expect(state.units.yunye.pos).toEqual({ q: 3, r: 0 });
    expect(state.markers).toEqual([]);
  });

  it('an unbound circle or a unit without Link does not swap', () => {
    const state = setup();
    state.units.eli.statuses = state.units.eli.statuses.filter((s) => s.id !== 'link');
    const h = hookContext(state);
    const noel = CONTENT.characters.noel;
    fx('noel', 'bindLink')(h, action('noel', skill(noel, 'soulThread'), { unit: 'eli' }), 'eli', {});
    fx('noel', 'circleSwap')(h, action('noel', skill(noel, 'circleSwap')), null, {});
    expect(state.units.eli.pos).toEqual({ q: 3, r: 0 });
    expect(state.markers).toHaveLength(1);
  });

  it('Great Transposition swaps every bound unit and Roots moved enemies', () => {
    const state = setup();
    state.units.eli.statuses = state.units.eli.statuses.filter((s) => s.id !== 'root');
    state.units.yunye.pos = { q: -3, r: 1 };
    const h = hookContext(state);
    const noel = CONTENT.characters.noel;
    fx('noel', 'bindLink')(h, action('noel', noel.ultimate, { unit: 'eli' }), 'eli', {});
    fx('noel', 'swapAll')(h, action('noel', noel.ultimate, { unit: 'eli' }), 'eli', { rootEnemies: true });
    expect(state.units.eli.pos).toEqual({ q: -2, r: 0 });
    expect(hasStatus(state.units.eli, 'root')).toBe(true);
  });

  it('Blink Circle teleports Noel onto a free circle', () => {
    const state = setup();
    state.units.yunye.pos = { q: -3, r: 1 };
    const h = hookContext(state);
    fx('noel', 'blinkToCircle')(h, action('noel', CONTENT.characters.noel.response), 'noel', {});
    expect(state.units.noel.pos).toEqual({ q: -2, r: 0 });
    expect(state.markers).toEqual([]);
  });
});

describe('R-NIA-2/3 essences (Nia module, O-48)', () => {
  it('a 4th essence replaces the oldest; at most 3 are held', () => {
    const state = position({ units: [{ character: 'nia', seat: 0, pos: { q: 0, r: 0 } }] });
    const h = hookContext(state);
    const k = skill(CONTENT.characters.nia, 'flameSoulburn');
    const gain = fx('nia', 'gainEssence');
    gain(h, action('nia', k, null, { id: 1 }), null, { kind: 'fire' });
    gain(h, action('nia', k, null, { id: 2 }), null, { kind: 'frost' });
    gain(h, action('nia', k, null, { id: 3 }), null, { kind: 'arcane' });
    gain(h, action('nia', k, null, { id: 4 }), null, { kind: 'frost' });
    expect(essencesOf(state.units.nia)).toEqual(['frost', 'arcane', 'frost']);
  });

  it('an area skill gives its essence once per action, not once per target', () => {
    const state = position({ units: [{ character: 'nia', seat: 0, pos: { q: 0, r: 0 } }] });
    const h = hookContext(state);
    const a = action('nia', skill(CONTENT.characters.nia, 'cinderBurst'), null, { id: 7 });
    fx('nia', 'gainEssence')(h, a, 'x', { kind: 'fire' });
    fx('nia', 'gainEssence')(h, a, 'y', { kind: 'fire' });
    expect(essencesOf(state.units.nia)).toEqual(['fire']);
  });

  it('R-NIA-2 Nia starts with the essence of her starting side', () => {
    const state = position({ units: [{ character: 'nia', seat: 0, pos: { q: 0, r: 0 }, board: 1, side: 0 }] });
    MECHANISMS.nia.onTurnStart!(hookContext(state), state.units.nia);
    expect(essencesOf(state.units.nia)).toEqual(['arcane']);
  });

  it('Essence Torrent spends every essence: 1 + 3 damage, Burning and Root without saves', () => {
    const state = position({
      units: [
        { character: 'nia', seat: 0, pos: { q: 0, r: 0 } },
        { character: 'darien', seat: 2, pos: { q: 1, r: 0 }, hp: 10, maxHp: 10 },
      ],
      variant: 'standard',
    });
    state.units.nia.mechanism.essences = ['fire', 'frost', 'fire'];
    const h = hookContext(state);
    fx('nia', 'torrent')(
      h,
      action('nia', skill(CONTENT.characters.nia, 'essenceTorrent'), { unit: 'darien' }),
      'darien',
      {},
    );
    expect(state.units.darien.hp).toBe(6);
    expect(hasStatus(state.units.darien, 'burning')).toBe(true);
    expect(hasStatus(state.units.darien, 'root')).toBe(true);
    expect(essencesOf(state.units.nia)).toEqual([]);
  });
});

describe('R-EDWIN-1/2 detonators and prepared rounds (Edwin module, O-50)', () => {
  it('Detonate: 1+N on the marker cell, 1 next to it, allies too; the markers return', () => {
    const state = position({
      units: [
        { character: 'edwin', seat: 0, pos: { q: 0, r: 0 } },
        { character: 'darien', seat: 2, pos: { q: 3, r: 0 } },
        { character: 'noel', seat: 3, pos: { q: 4, r: 0 } },
        { character: 'yunye', seat: 1, pos: { q: 3, r: -1 } },
      ],
      forcedRolls: [1],
    });
    state.markers.push({ id: 'd1', kind: 'detonator', cell: { q: 3, r: 0 }, owner: 'edwin' });
    const h = hookContext(state);
    fx('edwin', 'detonate')(h, action('edwin', skill(CONTENT.characters.edwin, 'detonate')), 'edwin', {
      range: 6,
      burning: false,
    });
    expect(state.units.darien.hp).toBe(3); // 1 + forced 1
    expect(state.units.noel.hp).toBe(4);
    expect(state.units.yunye.hp).toBe(4); // Edwin's own ally: friendly fire
    expect(state.markers).toEqual([]);
  });

  it('Edwin starts with 1 prepared round loaded (of 3 markers)', () => {
    const state = position({ units: [{ character: 'edwin', seat: 0, pos: { q: 0, r: 0 } }] });
    MECHANISMS.edwin.onTurnStart!(hookContext(state), state.units.edwin);
    expect(state.units.edwin.mechanism.preparedRounds).toBe(1);
  });

  it('Bounty: Edwin gains 2 souls when his skill kills an enemy character', () => {
    const state = position({
      units: [
        { character: 'edwin', seat: 0, pos: { q: 0, r: 0 } },
        { character: 'noel', seat: 3, pos: { q: 2, r: 0 } },
      ],
    });
    state.units.noel.alive = false;
    MECHANISMS.edwin.onSkillResolved!(
      hookContext(state),
      action('edwin', skill(CONTENT.characters.edwin, 'quickDraw'), { unit: 'noel' }, { affected: ['noel'] }),
      null,
    );
    expect(state.units.edwin.souls).toBe(2);
  });
});

describe('R-SILAS-1..6 skeletons (Silas module, O-44)', () => {
  it('Night of the Dead raises skeletons until 2 stand, once per action', () => {
    const state = position({ units: [{ character: 'silas', seat: 0, pos: { q: 0, r: 0 } }] });
    const h = hookContext(state);
    const a = action('silas', CONTENT.characters.silas.ultimate, null, { id: 5 });
    fx('silas', 'raiseAll')(h, a, 'x', { range: 2 });
    fx('silas', 'raiseAll')(h, a, 'y', { range: 2 });
    const skeletons = Object.values(state.units).filter((u) => u.def === 'skeleton');
    expect(skeletons).toHaveLength(2);
    expect(skeletons.every((s) => s.hp === CONTENT.units.skeleton.stats.hp && s.team === 'red')).toBe(true);
  });

  it('R-SILAS-3 a skeleton is immune to statuses (no save rolled, nothing applied)', () => {
    const state = position({ units: [{ character: 'silas', seat: 0, pos: { q: 0, r: 0 } }] });
    const h = hookContext(state);
    fx('silas', 'raiseAll')(h, action('silas', CONTENT.characters.silas.ultimate, null, { id: 5 }), null, { range: 1 });
    const sk = Object.values(state.units).find((u) => u.def === 'skeleton')!;
    expect(applyStatus(h, sk, 'stun', 'eli', 3)).toBe(false);
    expect(sk.statuses).toEqual([]);
    expect(h.events.some((e) => e.type === 'diceRolled' && e.unit === sk.id)).toBe(false);
  });

  it('Shepherd of the Dead: a dead skeleton gives Silas 1 curse token, once', () => {
    const state = position({ units: [{ character: 'silas', seat: 0, pos: { q: 0, r: 0 } }] });
    const h = hookContext(state);
    fx('silas', 'raiseAll')(h, action('silas', CONTENT.characters.silas.ultimate, null, { id: 5 }), null, { range: 1 });
    const sk = Object.values(state.units).find((u) => u.def === 'skeleton')!;
    sk.alive = false;
    const before = state.units.silas.curse;
    MECHANISMS.silas.onTurnStart!(h, state.units.silas);
    MECHANISMS.silas.onTurnStart!(h, state.units.silas);
    expect(state.units.silas.curse).toBe(before + 1);
  });
});

describe('R-ALICIA-1..3 puppet (Alicia module, O-47)', () => {
  const setup = () =>
    position({
      units: [
        { character: 'alicia', seat: 0, pos: { q: 0, r: 0 } },
        { character: 'darien', seat: 2, pos: { q: 3, r: 0 } },
      ],
    });
  const pull = CONTENT.characters.alicia.extras![0];

  it("is placed next to Alicia, then moved next to itself; a far cell is refused (the answers of Pull the Strings' choice)", () => {
    const state = setup();
    const h = hookContext(state);
    fx('alicia', 'pullTo')(h, action('alicia', pull), null, { choice: '1,0' });
    const puppet = Object.values(state.units).find((u) => u.def === 'puppet')!;
    expect(puppet.pos).toEqual({ q: 1, r: 0 });
    fx('alicia', 'pullTo')(h, action('alicia', pull), null, { choice: '2,0' });
    expect(puppet.pos).toEqual({ q: 2, r: 0 });
    fx('alicia', 'pullTo')(h, action('alicia', pull), null, { choice: '-3,3' });
    expect(puppet.pos).toEqual({ q: 2, r: 0 });
  });

  it('is passed through by any unit but never shared (R-ALICIA-3)', () => {
    const state = setup();
    fx('alicia', 'pullTo')(hookContext(state), action('alicia', pull), null, { choice: '1,0' });
    expect(canPass(state, state.units.darien, { q: 1, r: 0 })).toBe(true);
    expect(canEnd(state, state.units.darien, { q: 1, r: 0 })).toBe(false);
  });

  it('Puppet Guard exchanges Alicia and the puppet; Puppet Dance hits enemies next to the puppet', () => {
    const state = setup();
    const h = hookContext(state);
    fx('alicia', 'pullTo')(h, action('alicia', pull), null, { choice: '1,0' });
    fx('alicia', 'pullTo')(h, action('alicia', pull), null, { choice: '2,0' });
    fx('alicia', 'swapWithPuppet')(h, action('alicia', CONTENT.characters.alicia.response), 'alicia', {});
    expect(state.units.alicia.pos).toEqual({ q: 2, r: 0 });
    state.forcedRolls = [1];
    fx('alicia', 'puppetArea')(h, action('alicia', skill(CONTENT.characters.alicia, 'puppetDance')), 'alicia', {
      damage: 1,
      normalDice: 1,
    });
    expect(state.units.darien.hp).toBe(5); // the puppet is at (0,0), Darien 3 away: untouched
    fx('alicia', 'swapWithPuppet')(h, action('alicia', CONTENT.characters.alicia.response), 'alicia', {});
    state.forcedRolls = [1];
    fx('alicia', 'puppetArea')(h, action('alicia', skill(CONTENT.characters.alicia, 'puppetDance')), 'alicia', {
      damage: 1,
      normalDice: 1,
    });
    expect(state.units.darien.hp).toBe(3); // puppet at (2,0) next to Darien at (3,0)
  });
});

describe('R-YUNYE-1 Ruin Stance (Yunye module, O-43)', () => {
  it('refreshes Intercepting Fist once per turn', () => {
    const state = position({ units: [{ character: 'yunye', seat: 1, pos: { q: 0, r: 0 } }] });
    const h = hookContext(state);
    const fist = skill(CONTENT.characters.yunye, 'interceptingFist');
    const used = 'turn:interceptingFist';
    state.units.yunye.mechanism[used] = state.counters.turn;
    fx('yunye', 'ruinStance')(h, action('yunye', fist), 'x', {});
    expect(state.units.yunye.mechanism[used]).toBeUndefined();
    state.units.yunye.mechanism[used] = state.counters.turn;
    fx('yunye', 'ruinStance')(h, action('yunye', fist), 'x', {});
    expect(state.units.yunye.mechanism[used]).toBe(state.counters.turn);
  });
});

describe('R-ELI-5 Hidden Blade (Eli module)', () => {
  it('Eli gains Stealth at the end of his turn when no enemy sees him, not when one does', () => {
    const state = position({
      units: [
        { character: 'eli', seat: 0, pos: { q: 0, r: 0 } },
        { character: 'darien', seat: 2, pos: { q: 3, r: 0 }, facing: 0 }, // faces away from Eli
      ],
    });
    const h = hookContext(state);
    MECHANISMS.eli.onTurnEnd!(h, state.units.eli);
    expect(hasStatus(state.units.eli, 'stealth')).toBe(true);
    state.units.eli.statuses = [];
    state.units.darien.facing = 3; // now looks at Eli
    MECHANISMS.eli.onTurnEnd!(h, state.units.eli);
    expect(hasStatus(state.units.eli, 'stealth')).toBe(false);
  });
});

describe('cards and events modules', () => {
  it('R-EQUIP-6 the Bell: a failed constitution-3 save takes 1 unresistable damage', () => {
    const state = position({
      units: [
        { character: 'edwin', seat: 0, pos: { q: 0, r: 0 } },
        { character: 'darien', seat: 2, pos: { q: 2, r: 0 }, statuses: [{ id: 'sturdy' }] },
      ],
    });
    state.forcedRolls = [0, 0, 1, 1]; // constitution 4: total 2 < 3
    const bell = CONTENT.cards.soulSplittingBell.startOfTurn!;
    fx('cards', 'bellToll')(hookContext(state), action('edwin', bell), 'darien', { threshold: 3, damage: 1 });
    expect(state.units.darien.hp).toBe(4); // Sturdy ignored
    state.forcedRolls = [1, 1, 1, 0];
    fx('cards', 'bellToll')(hookContext(state), action('edwin', bell), 'darien', { threshold: 3, damage: 1 });
    expect(state.units.darien.hp).toBe(4);
  });

  it("R-ITEM-7 the Stubborn Die lies in its user's initiative slot", () => {
    const state = position({ units: [{ character: 'eli', seat: 0, pos: { q: 0, r: 0 } }] });
    fx('cards', 'stubbornDie')(hookContext(state), action('eli', CONTENT.cards.stubbornDie.use!), 'eli', {});
    expect(state.stubbornDice).toEqual(['eli']);
  });

  it('Boots of the Exile give +1 movement while held', () => {
    const state = position({
      units: [{ character: 'eli', seat: 0, pos: { q: 0, r: 0 }, equipment: { card: 'exileBoots' } }],
    });
    MECHANISMS.cards.onTurnStart!(hookContext(state), state.units.eli);
    MECHANISMS.cards.onTurnStart!(hookContext(state), state.units.eli);
    expect(state.units.eli.movement).toBe(5);
    state.units.eli.equipment = null;
    MECHANISMS.cards.onTurnStart!(hookContext(state), state.units.eli);
    expect(state.units.eli.movement).toBe(4);
  });

  it('O-08 Endless Rain takes 1 movement for its night (never below 1) and gives it back when the night is over', () => {
    const state = position({
      units: [
        { character: 'eli', seat: 0, pos: { q: 0, r: 0 } },
        { character: 'noel', seat: 3, pos: { q: 2, r: 0 }, movement: 1 },
      ],
    });
    state.nights = [{ round: 5, card: 'endlessRain', revealed: true }];
    state.round = 5;
    const h = hookContext(state);
    MECHANISMS.events.onNightStart!(h, 5);
    MECHANISMS.events.onWorldTurn!(h); // the same world turn: still night 5
    expect([state.units.eli.movement, state.units.noel.movement]).toEqual([3, 1]);
    state.round = 6;
    MECHANISMS.events.onWorldTurn!(h);
    expect([state.units.eli.movement, state.units.noel.movement]).toEqual([4, 1]);
  });

  it('O-08 Thick Fog caps target ranges at 3 during its night only', () => {
    const state = position({ units: [{ character: 'edwin', seat: 0, pos: { q: 0, r: 0 } }] });
    const shot = skill(CONTENT.characters.edwin, 'bountyShot');
    state.nights = [{ round: 5, card: 'thickFog', revealed: true }];
    state.round = 5;
    expect(MECHANISMS.events.modifyRange!(state, state.units.edwin, shot, { min: 1, max: 5 })).toEqual({
      min: 1,
      max: 3,
    });
    state.round = 6;
    expect(MECHANISMS.events.modifyRange!(state, state.units.edwin, shot, { min: 1, max: 5 })).toEqual({
      min: 1,
      max: 5,
    });
  });

  it("Hunter's Spyglass adds 1 to single-target ranges only", () => {
    const state = position({
      units: [{ character: 'edwin', seat: 0, pos: { q: 0, r: 0 }, equipment: { card: 'hunterSpyglass' } }],
    });
    const e = CONTENT.characters.edwin;
    expect(MECHANISMS.cards.modifyRange!(state, state.units.edwin, skill(e, 'bountyShot'), { min: 1, max: 5 })).toEqual(
      { min: 1, max: 6 },
    );
    expect(
      MECHANISMS.cards.modifyRange!(state, state.units.edwin, skill(CONTENT.characters.nia, 'cinderBurst'), {
        min: 1,
        max: 2,
      }),
    ).toEqual({ min: 1, max: 2 });
  });
});
