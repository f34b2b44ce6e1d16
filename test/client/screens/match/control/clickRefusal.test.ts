// Issue 13 "a refused click says why": the reason is the engine's own typed error for the command the click meant.
import { beforeAll, describe, expect, it } from 'vitest';
import { legalCommands, type GameState } from '../../../../../shared/rules';
import { clickRefusal } from '../../../../../client/src/screens/match/control/clickRefusal';
import { engineModule } from '../../../../../client/src/screens/match/control/engine';
import { position } from '../../../../shared/content/position';

const IDLE = { kind: 'idle' } as const;
const at = (
  units: Parameters<typeof position>[0]['units'],
  extra: Partial<Parameters<typeof position>[0]> = {},
): GameState => position({ units, turn: { unit: units[0].id ?? units[0].character! }, ...extra });

// The match screen loads the engine after its first frame (client/src/screens/match/control/engine.ts); these ask it, so load it first.
beforeAll(() => engineModule.load());

describe('clickRefusal', () => {
  it("R-MOVE-8 a Rooted unit clicking a free cell is told it is Rooted (the engine's move/rooted)", () => {
    const s = at([
      { character: 'eli', seat: 0, pos: { q: 0, r: 0 }, statuses: [{ id: 'root' }] },
      { character: 'darien', seat: 1, pos: { q: 4, r: 0 } },
    ]);
    const why = clickRefusal(s, legalCommands(s, 0), IDLE, '0,1', null);
    expect(why?.key).toBe('err.move/rooted');
    expect(why?.ruleId).toBe('R-MOVE-8');
  });

  it('R-MOVE-5 a cell off the map is refused as such; a far cell names the movement left', () => {
    const s = at([
      { character: 'eli', seat: 0, pos: { q: 0, r: 0 } },
      { character: 'darien', seat: 1, pos: { q: 4, r: 0 } },
    ]);
    const legal = legalCommands(s, 0);
    expect(clickRefusal(s, legal, IDLE, '40,0', null)?.key).toBe('refused.offMap');
    const far = Object.keys(s.map.cells).find(
      (k) =>
        !legal.moves.some((m) => `${m.cell.q},${m.cell.r}` === k) &&
        s.map.cells[k].terrain === 'open' &&
        k !== '0,0' &&
        k !== '4,0',
    );
    expect(far).toBeDefined();
    const why = clickRefusal(s, legal, IDLE, far!, null);
    expect(['refused.unreachable', 'err.move/enemy', 'err.move/occupied']).toContain(why?.key);
  });

  it("R-LOS-2 aiming at a unit out of range gives the engine's target error", () => {
    const s = at([
      { character: 'darien', seat: 0, pos: { q: 0, r: 0 }, form: 'twin', side: 1 },
      { character: 'eli', seat: 1, pos: { q: 4, r: 0 } },
    ]);
    const legal = legalCommands(s, 0);
    const aimed = legal.skills.find((k) => k.targets.some((t) => t !== null));
    const skill = aimed?.skill ?? 'brokenOath';
    const why = clickRefusal(s, legal, { kind: 'skill', skill, curse: false }, '4,0', 'eli');
    expect(why?.key).toMatch(/^err\.target\//);
  });
});
