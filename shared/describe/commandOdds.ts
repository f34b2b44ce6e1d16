// What a command would do, in words, from the engine's own preview (rules/preview: applyCommand run on copies of the
// viewer's view in each dice case): damage and HP per changed unit, deaths and statuses with their likelihood.
import type { Language } from '../content/i18n';
import { previewCommand, viewFor, type Command, type GameState, type Seat } from '../rules';
import { describeWord, rangeWord, statusWord } from './describeWords';
import { unitNameKey } from './unitFacts';
import { unitWord } from './unitText';

/**
 * The outcome of `command` for `seat`, one phrase per change ("Yunye: 1 to 3 damage, HP 5 to 2 to 4", "Yunye may
 * gain Weakness"); a move alone says nothing; null when the engine refuses the command. Previewed on the seat's view: what it cannot know
 * stays out of the odds too.
 */
export function commandOdds(language: Language, state: GameState, seat: Seat, command: Command): string[] | null {
  const view = viewFor(state, seat);
  const result = previewCommand(view, seat, command);
  if (!result.ok) return null;
  const out: string[] = [];
  for (const u of result.preview.units) {
    const unit = view.units[u.unit];
    const name = unit ? unitWord(language, { id: u.unit, nameKey: unitNameKey(view, unit) }) : u.unit;
    if (u.damage.max > 0)
      out.push(
        describeWord(language, 'odds.damage', {
          unit: name,
          damage: rangeWord(language, u.damage),
          hpBefore: u.hpBefore,
          hp: rangeWord(language, u.hp),
        }),
      );
    else if (u.healed.max > 0)
      out.push(
        describeWord(language, 'odds.heal', {
          unit: name,
          healed: rangeWord(language, u.healed),
          hpBefore: u.hpBefore,
          hp: rangeWord(language, u.hp),
        }),
      );
    if (u.dies !== 'never')
      out.push(describeWord(language, u.dies === 'always' ? 'odds.dies.always' : 'odds.dies.maybe', { unit: name }));
    for (const s of u.statusesApplied)
      if (s.likelihood !== 'never')
        out.push(
          describeWord(language, s.likelihood === 'always' ? 'odds.status.always' : 'odds.status.maybe', {
            unit: name,
            status: statusWord(language, s.status),
          }),
        );
  }
  return result.preview.units.length === 0 ? [describeWord(language, 'odds.none')] : out;
}
