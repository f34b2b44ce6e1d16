/**
 * O-02 (docs/rules-decisions.md): deaths are judged when an action has resolved on all its targets, step prompts
 * included; both leaders dead then is a draw. R-MULTI-1 / R-CHAIN-7: an area resolves target by target; O-22: a push with
 * several cells asks the source's seat (a `step` prompt) in the middle of the action.
 */
import { describe, expect, it } from 'vitest';
import { applyCommand, type GameEvent, type GameState } from '../../../shared/rules';
import { FINAL_JUDGMENT } from '../../../shared/rules/state';
import { build, byId, okRaw, skill, unit } from './helpers';
import { position } from '../content/position';

/** An all-around area at distance 1 that hits everyone (allies too): 1 damage, then push 1; nobody can react. */
const quake = skill('quake', {
  targeting: { kind: 'surround', range: { max: 1 }, filter: 'any' },
  tags: ['unrespondable'],
  effects: [
    { kind: 'damage', amount: { fixed: 1 } },
    { kind: 'push', distance: 1 },
  ],
});

/**
 * The Final Judgment: the red vessel `src` at (0,0) facing E with the blue leader, a 2-HP blue vessel and the red leader
 * around it; the area reaches them in R-MULTI-3 order (found from the declaration, not assumed).
 */
function quakePosition(): GameState {
  return build({
    map: { radius: 4 },
    round: FINAL_JUDGMENT,
    skills: byId(quake),
    units: [
      unit('src', 1, 0, 0, { relic: 'vessel', hp: 3 }, [['quake'], []]),
      unit('redLeader', 0, 0, 1, { relic: 'holy', hp: 1 }),
      unit('blueLeader', 2, 1, -1, { relic: 'holy', hp: 1 }),
      unit('blueVessel', 3, 1, 0, { relic: 'vessel', hp: 2 }),
    ],
    initiative: ['src', 'redLeader', 'blueLeader', 'blueVessel'],
  });
}

const types = (events: GameEvent[]) => events.map((e) => e.type);

describe('O-02 both leaders killed by one action, with a push step prompt between them', () => {
  it('O-02 / R-MULTI-1 / O-22: the game waits on the push prompt, then judges both deaths together: a draw', () => {
    const s0 = quakePosition();
    const r1 = applyCommand(s0, 1, { type: 'skill', skill: 'quake' });
    expect(r1.ok).toBe(true);
    if (!r1.ok) return;
    const declared = r1.events.find((e) => e.type === 'declared');
    // The blue leader comes first, the blue vessel (its push has several cells) second, the red leader last.
    expect(declared && declared.type === 'declared' ? declared.affected : []).toEqual([
      'blueLeader',
      'blueVessel',
      'redLeader',
    ]);
    // The blue leader is dead, but the action has not resolved: no winner yet, the source's seat chooses the push.
    expect(r1.state.units.blueLeader.alive).toBe(false);
    expect(r1.state.stage).toBe('play');
    expect(r1.state.winner).toBeNull();
    expect(r1.state.pending?.kind).toBe('step');
    expect(types(r1.events)).not.toContain('gameOver');
    const step = r1.state.pending!;
    if (step.kind !== 'step') return;
    expect(step.seat).toBe(1);
    const r2 = applyCommand(r1.state, 1, { type: 'choose', prompt: step.id, option: 0 });
    expect(r2.ok).toBe(true);
    if (!r2.ok) return;
    expect(r2.state.units.blueVessel.pos).toEqual(step.options[0]);
    expect(r2.state.units.redLeader.alive).toBe(false);
    expect(r2.state.stage).toBe('over');
    expect(r2.state.winner).toBe('draw');
    // Every target's resolution is reported before the game ends (the action resolved as any other).
    const resolved = r2.events
      .filter((e) => e.type === 'resolved')
      .map((e) => (e.type === 'resolved' ? e.target : null));
    expect(resolved).toEqual(['blueVessel', 'redLeader']);
    expect(types(r2.events).at(-1)).toBe('gameOver');
  });

  it('O-02: one leader dead and the other alive after the prompt: the other team wins then, not before', () => {
    const s0 = quakePosition();
    s0.units.redLeader.hp = 2; // survives the hit
    let s = okRaw(s0, 1, { type: 'skill', skill: 'quake' });
    // The blue vessel's push, then the surviving red leader's: each a prompt, the game still on.
    for (let prompts = 0; prompts < 2; prompts++) {
      expect(s.stage).toBe('play');
      expect(s.pending?.kind).toBe('step');
      s = okRaw(s, 1, { type: 'choose', prompt: s.pending!.id, option: 0 });
    }
    expect(s.stage).toBe('over');
    expect(s.winner).toBe('red');
  });
});

describe('O-02 Fatal Throw kills the leader, then its teleport asks for a cell', () => {
  it('O-02 / R-ELI-1: the teleport prompt comes first; the game ends after the action resolved, with its `resolved` event', () => {
    const s0 = position({
      round: FINAL_JUDGMENT,
      units: [
        { character: 'eli', seat: 1, relic: 'vessel', pos: { q: 0, r: 0 }, facing: 0, hp: 1, maxHp: 1 },
        { character: 'darien', seat: 2, relic: 'holy', pos: { q: 2, r: 0 }, facing: 3, hp: 1, maxHp: 1 },
        { character: 'noel', seat: 0, relic: 'holy', pos: { q: -4, r: 0 }, hp: 1, maxHp: 1 },
        { character: 'yunye', seat: 3, relic: 'vessel', pos: { q: 0, r: 4 }, hp: 1, maxHp: 1 },
      ],
      initiative: ['eli', 'noel', 'darien', 'yunye'],
    });
    let s = okRaw(s0, 1, { type: 'skill', skill: 'fatalThrow', target: { unit: 'darien' } });
    while (s.pending?.kind === 'reaction') s = okRaw(s, s.pending.seat, { type: 'pass', prompt: s.pending.id });
    expect(s.units.darien.alive).toBe(false);
    expect(s.stage).toBe('play');
    expect(s.pending?.kind).toBe('step');
    const step = s.pending!;
    if (step.kind !== 'step') return;
    expect(step.purpose).toBe('teleport');
    const cell = step.options[0];
    const r = applyCommand(s, 1, { type: 'choose', prompt: step.id, option: 0 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units.eli.pos).toEqual(cell);
    expect(types(r.events)).toContain('resolved');
    expect(types(r.events).indexOf('resolved')).toBeLessThan(types(r.events).indexOf('gameOver'));
    expect(r.state.winner).toBe('red');
  });
});

describe('O-02 a leader killed by its own walk (Bleeding, O-34)', () => {
  it('O-02 / O-34: the game ends with the move that killed the leader; the next character never starts its turn', () => {
    const s0 = build({
      map: { radius: 4 },
      units: [
        unit('redLeader', 0, 0, 0, { relic: 'holy', hp: 1, statuses: [{ id: 'bleeding' }] }),
        unit('redVessel', 1, -3, 0, { relic: 'vessel' }),
        unit('blueLeader', 2, 3, 0, { relic: 'holy' }),
        unit('blueVessel', 3, 0, 3, { relic: 'vessel' }),
      ],
    });
    const r = applyCommand(s0, 0, { type: 'move', path: [{ q: 0, r: -1 }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.winner).toBe('blue');
    expect(types(r.events)).not.toContain('turnStarted');
    expect(types(r.events).at(-1)).toBe('gameOver');
  });
});
