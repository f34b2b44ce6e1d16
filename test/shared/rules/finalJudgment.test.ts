/**
 * The Final Judgment cannot stall (R-OVR-3, R-ROUND-5, R-SKILL-4; docs/rules-decisions.md "Final Judgment stall"):
 * every character is at 1 HP and the game goes on until a leader dies. With every weapon skill of both sides used,
 * the ultimate and the response skill spent, a character still flips its board (once per turn, R-BONUS-3), which makes
 * the newly shown side's skills usable again (R-SKILL-4, rulebook "翻转后的技能将恢复为可使用状态"), so someone can
 * always deal damage again. The balance sim's one unfinished game was the bot not seeing that; these tests build the
 * stalled position and show the game ends, through the engine and with bots on every seat.
 */
import { describe, expect, it } from 'vitest';
import { chooseBotCommand } from '../../../shared/ai';
import { CONTENT } from '../../../shared/content';
import { applyCommand, awaiting, gameEndReason, legalCommands } from '../../../shared/rules';
import type { Scenario } from '../../../shared/rules';
import { FINAL_JUDGMENT, type GameState, type Seat } from '../../../shared/rules/state';
import { summon } from '../../../shared/rules/mechanismApi';
import { hookContext, position } from '../content/position';

type U = Scenario['units'][number];

/** Every weapon skill of both sides, the ultimate and the response skill of a character. */
function everySkill(character: string): string[] {
  const ch = CONTENT.characters[character];
  return [
    ...ch.boards.flatMap((b) => b.sides.flatMap((s) => s.skills.map((k) => k.id))),
    ch.ultimate.id,
    ch.response.id,
  ];
}

/** A character at 1/1 HP (R-ROUND-5) with everything used, no curse tokens, no rune. */
const spent = (character: string, seat: Seat, relic: 'holy' | 'vessel', q: number, r: number, facing: number): U => ({
  character,
  seat,
  relic,
  relicRevealed: true,
  pos: { q, r },
  facing,
  hp: 1,
  maxHp: 1,
  side: 0,
  used: everySkill(character),
  curse: 0,
  rune: false,
});

/** Silas (red leader) next to Alicia (blue leader), everything used, the vessels far away. */
function stalled(): GameState {
  return position({
    round: FINAL_JUDGMENT,
    units: [
      spent('silas', 0, 'holy', 0, 0, 0),
      spent('yunye', 1, 'vessel', -4, 0, 0),
      spent('alicia', 2, 'holy', 1, 0, 3),
      spent('nia', 3, 'vessel', 4, -1, 3),
    ],
    initiative: ['silas', 'yunye', 'alicia', 'nia'],
    turn: { unit: 'silas', phase: 'action' },
  });
}

/**
 * The balance sim's stalled game (seed 1096, standard) as it stood: on the beginner map Silas (1,0) and Alicia (2,0)
 * are the last characters; Silas shows his Bones side with Raise Dead unused but both skeletons standing, Alicia her
 * Puppetry side with Puppet Dance and Tangle unused but her puppet at (3,−1), beside no enemy; every other skill used.
 * Nothing either shows can hurt the other, and the skeletons cannot reach a cell beside Alicia.
 */
function simStall(): GameState {
  const s = position({
    map: { layout: 'beginner' },
    variant: 'standard',
    round: FINAL_JUDGMENT,
    units: [
      { ...spent('silas', 0, 'holy', 1, 0, 0), used: everySkill('silas').filter((id) => id !== 'raiseDead') },
      spent('yunye', 1, 'vessel', -5, 2, 0),
      {
        ...spent('alicia', 2, 'holy', 2, 0, 3),
        side: 1,
        used: everySkill('alicia').filter((id) => id !== 'puppetDance' && id !== 'tangle'),
      },
      spent('nia', 3, 'vessel', 5, -2, 3),
    ],
    initiative: ['silas', 'yunye', 'alicia', 'nia'],
    turn: { unit: 'silas', phase: 'action' },
  });
  const h = hookContext(s);
  summon(h, s.units.silas, 'skeleton', { q: 0, r: 0 });
  summon(h, s.units.silas, 'skeleton', { q: 1, r: -1 });
  summon(h, s.units.alicia, 'puppet', { q: 3, r: -1 });
  for (const id of ['yunye', 'nia']) Object.assign(s.units[id], { alive: false, hp: 0, pos: null });
  return s;
}

function apply(s: GameState, seat: Seat, command: unknown): GameState {
  const r = applyCommand(s, seat, command);
  if (!r.ok) throw new Error(`${JSON.stringify(command)} rejected: ${r.error.code} ${r.error.message}`);
  return r.state;
}

describe('R-OVR-3 / R-ROUND-5 / R-SKILL-4 a Final Judgment with every weapon skill used still ends', () => {
  it('no skill is usable, but the flip is; it refreshes the other side and Soul Harvest kills the leader: the game is over', () => {
    let s = stalled();
    expect(s.round).toBe(FINAL_JUDGMENT);
    const legal = legalCommands(s, 0);
    expect(legal.skills).toEqual([]);
    expect(legal.commands).toContainEqual({ type: 'flip' });
    s = apply(s, 0, { type: 'flip' });
    expect(s.units.silas.side).toBe(1);
    expect(s.units.silas.used).not.toContain('soulHarvest');
    expect(legalCommands(s, 0).commands).toContainEqual({
      type: 'skill',
      skill: 'soulHarvest',
      target: { unit: 'alicia' },
    });
    s = apply(s, 0, { type: 'skill', skill: 'soulHarvest', target: { unit: 'alicia' } });
    for (let guard = 0; s.pending?.kind === 'reaction' && guard < 10; guard++)
      s = apply(s, s.pending.seat, { type: 'pass', prompt: s.pending.id });
    expect([s.units.alicia.alive, s.stage, s.winner]).toEqual([false, 'over', 'red']);
  });

  it("bots end the sim's stalled game: a spent side is flipped even when an unusable skill is left on it", () => {
    let s = simStall();
    expect(
      Object.values(s.units)
        .filter((u) => u.alive && u.kind === 'summon')
        .map((u) => u.def)
        .sort(),
    ).toEqual(['puppet', 'skeleton', 'skeleton']);
    let commands = 0;
    for (; s.stage !== 'over' && commands < 400; commands++) {
      const seat = awaiting(s)!.seats[0] as Seat;
      s = apply(
        s,
        seat,
        chooseBotCommand({ legalCommands: (st, se) => legalCommands(st as GameState, se) }, s, seat, commands),
      );
    }
    expect(s.stage).toBe('over');
    expect(gameEndReason(s)).toBe('leader'); // a leader was killed, not the O-53 draw
    expect(s.winner).not.toBeNull();
  });

  it('bots end it when the two leaders stand at range 4 with a wall between them', () => {
    const used = (id: string, keep: string[]) => everySkill(id).filter((k) => !keep.includes(k));
    let s = position({
      map: { layout: 'beginner' },
      variant: 'standard',
      round: FINAL_JUDGMENT,
      units: [
        { ...spent('edwin', 0, 'holy', 0, -2, 0), used: used('edwin', ['bountyShot', 'quickDraw']) },
        spent('eli', 1, 'vessel', -5, 2, 0),
        {
          ...spent('alicia', 2, 'holy', 4, -2, 3),
          used: used('alicia', ['heartstring', 'severingThread', 'puppetDance', 'tangle']),
        },
        spent('silas', 3, 'vessel', 5, 0, 3),
      ],
      initiative: ['edwin', 'eli', 'alicia', 'silas'],
      turn: { unit: 'edwin', phase: 'action' },
    });
    summon(hookContext(s), s.units.alicia, 'puppet', { q: 4, r: -1 });
    summon(hookContext(s), s.units.silas, 'skeleton', { q: 3, r: -1 }); // Silas's last skeleton; with Silas dead it never acts
    for (const id of ['eli', 'silas']) Object.assign(s.units[id], { alive: false, hp: 0, pos: null });
    expect(legalCommands(s, 0).skills).toEqual([]); // Bounty Shot (2–4) has no line of sight at 4
    let commands = 0;
    for (; s.stage !== 'over' && commands < 600; commands++) {
      const seat = awaiting(s)!.seats[0] as Seat;
      s = apply(
        s,
        seat,
        chooseBotCommand({ legalCommands: (st, se) => legalCommands(st as GameState, se) }, s, seat, commands),
      );
    }
    expect(s.stage).toBe('over');
    expect(gameEndReason(s)).toBe('leader'); // a leader was killed, not the O-53 draw
  });

  it('bots end it too when the leaders stand apart and must walk first', () => {
    let s = position({
      round: FINAL_JUDGMENT,
      units: [
        spent('darien', 0, 'holy', -3, 0, 0),
        spent('edwin', 1, 'vessel', -3, 2, 0),
        spent('eli', 2, 'holy', 3, 0, 3),
        spent('noel', 3, 'vessel', 3, -2, 3),
      ],
      initiative: ['darien', 'edwin', 'eli', 'noel'],
      turn: { unit: 'darien', phase: 'action' },
    });
    let commands = 0;
    for (; s.stage !== 'over' && commands < 600; commands++) {
      const seat = awaiting(s)!.seats[0] as Seat;
      s = apply(
        s,
        seat,
        chooseBotCommand({ legalCommands: (st, se) => legalCommands(st as GameState, se) }, s, seat, commands),
      );
    }
    expect(s.stage).toBe('over');
    expect(gameEndReason(s)).toBe('leader'); // a leader was killed, not the O-53 draw
  });
});
