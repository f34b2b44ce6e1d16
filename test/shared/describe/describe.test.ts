// Issue 30's text model: the position in words as one seat may know it (shared/describe), English and Chinese.
import { describe, expect, it } from 'vitest';
import {
  DESCRIBE_WORDS,
  boardText,
  cellText,
  commandOdds,
  commandText,
  commandsAtCell,
  distanceText,
  sightText,
  unitFacts,
  unitText,
  unitsSeenBy,
} from '../../../shared/describe';
import { legalCommands, type Command, type GameState } from '../../../shared/rules';
import { botGameStates } from '../botGameStates';
import { build } from '../rules/helpers';

/** Eli (red, Holy Relic) faces Yunye (blue, Vessel, bleeding) across one cell; Darien and Noel further off. */
function position(): GameState {
  return build({
    variant: 'standard',
    map: { radius: 5 },
    units: [
      { character: 'eli', seat: 0, team: 'red', relic: 'holy', pos: { q: 0, r: 0 }, facing: 0 },
      {
        character: 'yunye',
        seat: 1,
        team: 'blue',
        relic: 'vessel',
        pos: { q: 1, r: 0 },
        facing: 3,
        hp: 5,
        statuses: [{ id: 'bleeding', flips: 1 }, { id: 'burning' }],
      },
      { character: 'darien', seat: 2, team: 'red', relic: 'vessel', pos: { q: -3, r: 0 }, facing: 0 },
      { character: 'noel', seat: 3, team: 'blue', relic: 'holy', pos: { q: -4, r: 2 }, facing: 4 },
    ],
    turn: { unit: 'eli' },
  } as never);
}

const idOf = (state: GameState, def: string) => Object.values(state.units).find((u) => u.def === def)!.id;

describe('the text model of a seat (issue 30)', () => {
  it("R-TEAM-2: a seat reads its own team's relics and never another team's face-down relic", () => {
    const state = position();
    const red = unitFacts(state, 0);
    const role = (facts: ReturnType<typeof unitFacts>, def: string) => facts.find((f) => f.def === def)!.role;
    expect(role(red, 'eli')).toBe('holy');
    expect(role(red, 'darien')).toBe('vessel');
    expect(role(red, 'yunye')).toBe('hidden');
    expect(role(red, 'noel')).toBe('hidden');
    const blue = unitFacts(state, 1);
    expect(role(blue, 'noel')).toBe('holy');
    expect(role(blue, 'eli')).toBe('hidden');
    // Nor through the words: red's board never names blue's relics.
    const text = boardText('en', state, 0)
      .units.map((u) => u.text)
      .join('\n');
    expect(text.match(/Holy Relic/g)).toHaveLength(1);
    expect(role(unitFacts(state, 'spectator'), 'eli')).toBe('hidden');
  });

  it("R-TRACK-4: statuses are read with their lifetimes in the owner's turn starts, persistent before periodic", () => {
    const yunye = unitFacts(position(), 0).find((f) => f.def === 'yunye')!;
    expect(yunye.statuses).toEqual([
      { id: 'bleeding', kind: 'persistent', leavesIn: 1 },
      { id: 'burning', kind: 'periodic', leavesIn: 2 },
    ]);
    expect(unitText('en', yunye)).toBe(
      'Yunye, Blue, relic unknown, 5 of 6 HP, facing west, at (1,0); statuses: Bleeding (leaves in 1 turn starts), Burning (resolves at its next turn start, leaves in 2 turn starts)',
    );
    expect(unitText('zh', yunye)).toBe(
      '云野，蓝队，圣物未知，生命值 5/6，面朝西，位于 (1,0)；状态：流血（1 次回合开始后移除），燃烧（下次回合开始时结算，2 次回合开始后移除）',
    );
  });

  it('says a unit that is not on the board, and a dead one', () => {
    const state = position();
    const eli = unitFacts(state, 0).find((f) => f.def === 'eli')!;
    expect(unitText('en', { ...eli, pos: null })).toBe('Eli, Red, Holy Relic (leader), 8 of 8 HP, not on the board');
    expect(unitText('en', { ...eli, alive: false, pos: null })).toBe('Eli, Red, Holy Relic (leader), dead');
  });

  it("lists exactly the engine's legal commands, each in words, in both languages", () => {
    const state = position();
    const board = boardText('en', state, 0);
    expect(board.commands.map((c) => c.command)).toEqual(legalCommands(state, 0).commands);
    const texts = board.commands.map((c) => c.text);
    expect(texts).toContain('End the turn');
    expect(texts).toContain('Use Death Cut on Yunye at (1,0)');
    expect(texts).toContain('Turn to face north-west (1 movement)');
    expect(texts).toContain('Move to (-1,0) (1 movement), ending facing west');
    expect(boardText('zh', state, 0).commands.map((c) => c.text)).toContain('使用死亡切割，目标 云野（(1,0)）');
    // Another seat has nothing to do now; a spectator none either.
    expect(boardText('en', state, 1).commands).toEqual([]);
    expect(boardText('en', state, 'spectator').commands).toEqual([]);
  });

  it("reads an action's outcome from the engine's preview: the damage range, HP after and a possible death", () => {
    const state = position();
    const cut: Command = { type: 'skill', skill: 'deathCut', target: { unit: idOf(state, 'yunye') } };
    const odds = commandOdds('en', state, 0, cut)!;
    expect(odds[0]).toMatch(/^Yunye: 1 to \d damage, HP 5 to \d to 4$/);
    expect(commandOdds('en', state, 0, { type: 'skill', skill: 'noSuchSkill' })).toBeNull();
    const line = boardText('en', state, 0, { odds: true }).commands.find(
      (c) => c.text === 'Use Death Cut on Yunye at (1,0)',
    )!;
    expect(line.odds).toEqual(odds);
  });

  it('R-LOS-1: what a unit sees is its front cone with line of sight, nearest first, with distances', () => {
    const state = position();
    const eli = idOf(state, 'eli');
    expect(unitsSeenBy(state, 0, eli)).toEqual([{ id: idOf(state, 'yunye'), pos: { q: 1, r: 0 }, distance: 1 }]);
    expect(sightText('en', state, 0, eli)).toBe('Eli sees Yunye at (1,0), 1 away');
    // Darien faces east along the row: Eli and then Yunye.
    expect(sightText('en', state, 0, idOf(state, 'darien'))).toBe(
      'Darien sees Eli at (0,0), 3 away, Yunye at (1,0), 4 away',
    );
    // Noel faces south-west, away from everyone.
    expect(sightText('zh', state, 0, idOf(state, 'noel'))).toBe('诺尔看不见任何单位');
    expect(distanceText('en', { q: 0, r: 0 }, { q: 2, r: -1 })).toBe('(0,0) to (2,-1): 2 cells');
  });

  it('reads the cell under the cursor: ground, board, the unit there, distance and sight from a unit, commands aimed at it', () => {
    const state = position();
    const eli = idOf(state, 'eli');
    const commands = legalCommands(state, 0).commands;
    const at = commandsAtCell(state, commands, { q: 1, r: 0 });
    expect(at.length).toBeGreaterThan(0);
    expect(
      at.every((c) => c.type === 'skill' && c.target && 'unit' in c.target && c.target.unit === idOf(state, 'yunye')),
    ).toBe(true);
    const text = cellText('en', state, 0, { q: 1, r: 0 }, { from: eli, commands });
    expect(text).toMatch(/^\(1,0\), open ground; Yunye, Blue, relic unknown, 5 of 6 HP/);
    expect(text).toContain('; 1 from Eli; Eli sees it; ');
    expect(text.endsWith(`${at.length} commands here`)).toBe(true);
    // Behind Eli: an empty cell out of sight, one step of a walk away.
    const behind = cellText('en', state, 0, { q: -1, r: 0 }, { from: eli, commands });
    expect(behind).toMatch(/; no unit; 1 from Eli; Eli does not see it; one command here$/);
    expect(cellText('zh', state, 0, { q: 9, r: 9 })).toBe('(9,9)，地图之外');
  });

  it('has every template in both languages with the same placeholders', () => {
    for (const [key, words] of Object.entries(DESCRIBE_WORDS)) {
      const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(words.zh.length, key).toBeGreaterThan(0);
      expect(holes(words.zh), key).toEqual(holes(words.en));
    }
  });

  it('says every legal command of seeded bot games, both variants, with no placeholder left unfilled', () => {
    for (const variant of ['beginner', 'standard'] as const)
      for (const state of botGameStates(variant, 7, 120)) {
        const seat = state.pending?.seat ?? (state.turn ? state.units[state.turn.unit].seat : null);
        if (seat === null) continue;
        for (const command of legalCommands(state, seat).commands.slice(0, 40))
          for (const language of ['en', 'zh'] as const) {
            const text = commandText(language, state, command);
            expect(text, JSON.stringify(command)).toMatch(/\S/);
            expect(text, JSON.stringify(command)).not.toMatch(/[{}]|undefined/);
          }
      }
  });
});
