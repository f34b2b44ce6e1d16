import type { KeyMoment } from '../../../../../shared/ai/coach';
import type { GameState } from '../../../../../shared/rules';
import { unitNames, useLanguage, useT } from '../../../i18n';
import { commandWords } from './commandWords';
import './coachStrings';

/** A win chance estimate as a whole percentage. */
export const chancePercent = (x: number) => `${Math.round(x * 100)}%`;

/**
 * The key moments of a review, in the order they were played: the command number, what was played and the better
 * command, with the team's estimated win chance after each. `states[ply]` is the state before the moment's command.
 */
export function KeyMomentList({
  moments,
  states,
  onPick,
  selected,
}: {
  moments: KeyMoment[];
  states: GameState[];
  onPick: (m: KeyMoment) => void;
  selected?: number;
}) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  return (
    <ol className="key-moments" data-testid="key-moments">
      {moments.map((m) => {
        const state = states[m.ply];
        const names = state ? unitNames(state, lang) : {};
        return (
          <li key={m.ply}>
            <button
              type="button"
              className={selected === m.ply ? 'on' : ''}
              aria-pressed={selected === m.ply}
              onClick={() => onPick(m)}
              data-testid="key-moment"
            >
              <span className="dim">{t('coach.command', { n: m.ply + 1 })} ·</span>{' '}
              {state
                ? t('coach.moment', {
                    chosen: commandWords(state, m.chosen, names, lang, t),
                    better: commandWords(state, m.better, names, lang, t),
                  })
                : null}{' '}
              <b className="warn">
                {t('coach.chances', { chosen: chancePercent(m.chosenChance), better: chancePercent(m.betterChance) })}
              </b>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
