// Property test with the real characters (shared/content) in random positions: engine + character modules together
// never throw, keep the invariants, and accept every command legalCommands lists.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONTENT } from '../../../shared/content';
import { hexKey, spiral } from '../../../shared/hex';
import { applyCommand, awaiting, legalCommands, type GameState } from '../../../shared/rules';
import { build } from './helpers';

const CHARACTERS = Object.keys(CONTENT.characters).sort();
const ITEMS = Object.values(CONTENT.cards)
  .filter((c) => c.deck === 'item')
  .map((c) => c.id)
  .sort();
const EQUIPMENT = Object.values(CONTENT.cards)
  .filter((c) => c.deck === 'equipment')
  .map((c) => c.id)
  .sort();

function invariants(s: GameState): void {
  const seen = new Set<string>();
  for (const u of Object.values(s.units)) {
    expect(u.hp).toBeLessThanOrEqual(u.maxHp);
    if (!u.alive) continue;
    const k = hexKey(u.pos!);
    expect(seen.has(k), `two units on ${k}`).toBe(false);
    seen.add(k);
    expect(s.map.cells[k]?.terrain).toBe('open');
  }
  if (s.turn) expect(s.turn.standardActions).toBeLessThanOrEqual(2);
}

describe('property: real characters in random positions', () => {
  it('engine and character modules never throw, keep invariants and accept every listed command', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(CHARACTERS, { minLength: 4, maxLength: 4 }),
        fc.uniqueArray(fc.nat({ max: 35 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 4, maxLength: 4 }),
        fc.array(
          fc.tuple(fc.nat({ max: ITEMS.length - 1 }), fc.nat({ max: EQUIPMENT.length - 1 }), fc.nat({ max: 4 })),
          { minLength: 4, maxLength: 4 },
        ),
        fc.constantFrom('beginner' as const, 'standard' as const),
        fc.array(fc.nat(), { minLength: 10, maxLength: 60 }),
        (chars, cellSeeds, facings, kit, variant, choices) => {
          const cells = spiral({ q: 0, r: 0 }, 3);
          let s = build({
            variant,
            map: { radius: 3, statue: variant === 'standard' ? { q: 0, r: 0 } : null },
            units: chars.map((character, i) => ({
              character,
              seat: ([0, 2, 1, 3] as const)[i],
              pos: cells[1 + cellSeeds[i]],
              facing: facings[i],
              ...(variant === 'standard'
                ? { items: [ITEMS[kit[i][0]]], equipment: { card: EQUIPMENT[kit[i][1]] }, souls: kit[i][2], rune: true }
                : {}),
            })),
          });
          invariants(s);
          for (const c of choices) {
            if (s.stage === 'over') break;
            const seat = awaiting(s)!.seats[0];
            const cmds = legalCommands(s, seat).commands;
            const cmd = c % 5 === 0 ? cmds[cmds.length - 1] : cmds[c % cmds.length];
            const r = applyCommand(s, seat, cmd);
            if (!r.ok)
              throw new Error(`listed command refused: ${JSON.stringify(cmd)} → ${r.error.code} ${r.error.message}`);
            s = r.state;
            invariants(s);
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 600_000); // generous: seconds here, many times that on a loaded 2-core CI machine
});
