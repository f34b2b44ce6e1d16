// R-FORCE push, pull, dash, teleport with the controller's step choices (docs/architecture.md "Hex conventions", O-22, O-23).
import { describe, expect, it } from 'vitest';
import type { SkillDef } from '../../../shared/content/schema';
import { legalCommands, type GameState } from '../../../shared/rules';
import { build, byId, ok, okRaw, passAll, rejects, skill, unit } from './helpers';

const push = (n: number, tags: SkillDef['tags'] = []): SkillDef =>
  skill(`push${n}`, { tags, effects: [{ kind: 'push', distance: n }] });
const pull = (n: number): SkillDef =>
  skill(`pull${n}`, {
    targeting: { kind: 'single', range: { max: 4 }, filter: 'enemy', vision: false },
    effects: [{ kind: 'pull', distance: n }],
  });
const dash: SkillDef = skill('dash', {
  targeting: { kind: 'cell', range: { max: 3 }, vision: false, emptyCell: true },
  effects: [{ kind: 'dash' }],
});

function answerSteps(s: GameState, pick = 0): GameState {
  let st = passAll(s);
  while (st.pending?.kind === 'step') {
    st = passAll(okRaw(st, st.pending.seat, { type: 'choose', prompt: st.pending.id, option: pick }));
  }
  return st;
}

describe('R-FORCE forced movement', () => {
  it('R-FORCE-4 push: every step increases the distance; the controller chooses among several steps', () => {
    const s0 = build({
      map: { radius: 4 },
      skills: byId(push(2)),
      units: [unit('a', 0, 0, 0, {}, [['push2'], []]), unit('t', 2, 1, 0)],
    });
    const s1 = passAll(okRaw(s0, 0, { type: 'skill', skill: 'push2', target: { unit: 't' } }));
    expect(s1.pending).toMatchObject({ kind: 'step', seat: 0, purpose: 'push', unit: 't' });
    const p = s1.pending as Extract<GameState['pending'], { kind: 'step' }>;
    expect(p.options).toHaveLength(3); // three neighbours of (1,0) at distance 2 from the origin
    rejects(s1, 2, { type: 'choose', prompt: p.id, option: 0 }, 'prompt/not_yours');
    rejects(s1, 0, { type: 'choose', prompt: p.id, option: 9 }, 'prompt/bad_option');
    const s2 = answerSteps(s1);
    const t = s2.units.t.pos!;
    expect(Math.max(Math.abs(t.q), Math.abs(t.r), Math.abs(t.q + t.r))).toBe(3);
  });
  it('R-FORCE-2 without facing lock the pushed unit faces each step; R-FORCE-1 with it, the facing never changes', () => {
    const free = answerSteps(
      okRaw(
        build({
          map: { radius: 4 },
          skills: byId(push(1)),
          units: [unit('a', 0, 0, 0, {}, [['push1'], []]), unit('t', 2, 1, 0, { facing: 3 })],
        }),
        0,
        { type: 'skill', skill: 'push1', target: { unit: 't' } },
      ),
    );
    expect(free.units.t.facing).not.toBe(3);
    const locked = answerSteps(
      okRaw(
        build({
          map: { radius: 4 },
          skills: byId(push(1, ['facing-lock'])),
          units: [unit('a', 0, 0, 0, {}, [['push1'], []]), unit('t', 2, 1, 0, { facing: 3 })],
        }),
        0,
        { type: 'skill', skill: 'push1', target: { unit: 't' } },
      ),
    );
    expect(locked.units.t.facing).toBe(3);
  });
  it('R-FORCE-6 rulebook example: a pull that no step can satisfy does not move the unit at all', () => {
    // A wall of obstacles between them: every cell nearer to the puller is blocked.
    const s0 = build({
      map: {
        radius: 4,
        obstacles: [
          { q: 1, r: 0 },
          { q: 1, r: -1 },
          { q: 2, r: -1 },
          { q: 1, r: 1 },
          { q: 2, r: 1 },
        ],
      },
      skills: byId(pull(2)),
      units: [unit('a', 0, 0, 0, {}, [['pull2'], []]), unit('t', 2, 2, 0)],
    });
    const s = answerSteps(okRaw(s0, 0, { type: 'skill', skill: 'pull2', target: { unit: 't' } }));
    expect(s.units.t.pos).toEqual({ q: 2, r: 0 });
  });
  it('R-FORCE-5 pull: every step decreases the distance', () => {
    const s = answerSteps(
      okRaw(
        build({
          map: { radius: 4 },
          skills: byId(pull(2)),
          units: [unit('a', 0, 0, 0, {}, [['pull2'], []]), unit('t', 2, 3, 0)],
        }),
        0,
        { type: 'skill', skill: 'pull2', target: { unit: 't' } },
      ),
    );
    expect(s.units.t.pos).toEqual({ q: 1, r: 0 });
  });
  it('R-FORCE-3 Root stops regular displacement, the skill still resolves its other effects', () => {
    const k = skill('k', {
      tags: ['regular-displacement'],
      effects: [
        { kind: 'push', distance: 1 },
        { kind: 'damage', amount: { fixed: 1 } },
      ],
    });
    const s = answerSteps(
      okRaw(
        build({
          map: { radius: 4 },
          skills: { k },
          units: [unit('a', 0, 0, 0, {}, [['k'], []]), unit('t', 2, 1, 0, { statuses: [{ id: 'root' }] })],
        }),
        0,
        { type: 'skill', skill: 'k', target: { unit: 't' } },
      ),
    );
    expect(s.units.t.pos).toEqual({ q: 1, r: 0 });
    expect(s.units.t.hp).toBe(4);
  });
  it('R-FORCE-7 / O-23 dash: a shortest route to the chosen cell; the target cell must be reachable that way', () => {
    const s0 = build({
      map: { radius: 4 },
      skills: { dash },
      units: [unit('a', 0, 0, 0, {}, [['dash'], []]), unit('t', 2, -3, 0)],
    });
    const s = answerSteps(okRaw(s0, 0, { type: 'skill', skill: 'dash', target: { cell: { q: 2, r: 1 } } }));
    expect(s.units.a.pos).toEqual({ q: 2, r: 1 });
    const walled = build({
      map: {
        radius: 4,
        obstacles: [
          { q: 1, r: 0 },
          { q: 0, r: 1 },
          { q: 1, r: -1 },
        ],
      },
      skills: { dash },
      units: [unit('a', 0, 0, 0, {}, [['dash'], []]), unit('t', 2, -3, 0)],
    });
    rejects(walled, 0, { type: 'skill', skill: 'dash', target: { cell: { q: 2, r: 0 } } }, 'target/cell_blocked');
    expect(
      legalCommands(walled, 0)
        .skills.find((k) => k.skill === 'dash')
        ?.targets.some((t) => t && 'cell' in t && t.cell.q === 2 && t.cell.r === 0),
    ).toBeFalsy();
  });
  it('R-FORCE-8 teleport places the unit directly; Bleeding does not count it (O-22)', () => {
    const tp = skill('tp', {
      targeting: { kind: 'cell', range: { max: 4 }, vision: false, emptyCell: true },
      effects: [{ kind: 'teleport', on: 'source' }],
    });
    const s = ok(
      build({
        map: { radius: 4, obstacles: [{ q: 1, r: 0 }] },
        skills: { tp },
        units: [unit('a', 0, 0, 0, { statuses: [{ id: 'bleeding' }] }, [['tp'], []]), unit('t', 2, -3, 0)],
      }),
      0,
      { type: 'skill', skill: 'tp', target: { cell: { q: 3, r: 0 } } },
    );
    expect(s.units.a.pos).toEqual({ q: 3, r: 0 });
    expect(s.units.a.hp).toBe(5);
  });
  it('O-22 Bleeding counts forced cells', () => {
    const s = answerSteps(
      okRaw(
        build({
          map: { radius: 4 },
          skills: byId(push(2)),
          units: [unit('a', 0, 0, 0, {}, [['push2'], []]), unit('t', 2, 1, 0, { statuses: [{ id: 'bleeding' }] })],
        }),
        0,
        { type: 'skill', skill: 'push2', target: { unit: 't' } },
      ),
    );
    expect(s.units.t.hp).toBe(3);
  });
});
