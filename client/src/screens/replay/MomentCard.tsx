/**
 * A key moment on the replay (issue 32): what was played and the better command, each with the team's estimated win
 * chance, and the better command's exact odds from the engine's preview (previewCommand: damage and kill chance per
 * unit, the chance it wins the game). The board draws the better command (momentDrawing).
 */
import type { KeyMoment } from '../../../../shared/ai/coach';
import type { CommandPreview, GameState } from '../../../../shared/rules';
import { unitNames, useLanguage, useT } from '../../i18n';
import { chancePercent } from '../match/coach/KeyMomentList';
import { commandWords } from '../match/coach/commandWords';
import type { MomentDrawing } from '../match/coach/momentDrawing';
import { certain, oddsWords, percent } from '../match/control/previewWords';

export function MomentCard({
  state,
  moment,
  preview,
  drawing,
}: {
  state: GameState;
  moment: KeyMoment;
  preview: CommandPreview | null;
  drawing: MomentDrawing;
}) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const names = unitNames(state, lang);
  const team = state.units[state.seats[moment.seat] ?? '']?.team;
  const hit = preview?.units.filter((u) => u.damage.max > 0 || u.death.n > 0) ?? [];
  const odds = [
    ...hit.map((u) => t('coach.oddsUnit', { unit: names[u.unit] ?? u.unit, odds: oddsWords(u, t) })),
    ...(preview && team && preview.results[team].n > 0
      ? [
          certain(preview.results[team])
            ? t('coach.winsGameCertain')
            : t('coach.winsGame', { p: percent(preview.results[team]) }),
        ]
      : []),
  ];
  return (
    <div
      className="moment-card"
      role="note"
      data-testid="moment-card"
      data-drawn-path={drawing.path?.length ?? 0}
      data-drawn-units={drawing.units.join(' ')}
    >
      <p>
        <b>{t('coach.title')}</b> · {t('coach.command', { n: moment.ply + 1 })}
      </p>
      <p>
        {t('coach.played', {
          command: commandWords(state, moment.chosen, names, lang, t),
          p: chancePercent(moment.chosenChance),
        })}
      </p>
      <p className="warn">
        {t('coach.better', {
          command: commandWords(state, moment.better, names, lang, t),
          p: chancePercent(moment.betterChance),
        })}
      </p>
      {preview ? (
        <p className="dim" data-testid="moment-odds">
          {t('coach.odds', { odds: odds.length ? odds.join(' · ') : t('coach.noOdds') })}
        </p>
      ) : null}
    </div>
  );
}
