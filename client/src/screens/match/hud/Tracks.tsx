import type { GameState } from '../../../../../shared/rules';
import { FINAL_JUDGMENT } from '../../../../../shared/rules/state';
import { useLanguage, useT } from '../../../i18n';
import { HoverCard } from '../../../cards/HoverCard';
import { roundCard, roundKind } from '../../../cards/cardModels';

/** The round track: every space, the current one marked, days and nights told apart. */
export function RoundTrack({ state }: { state: GameState }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const kind = roundKind(state.round);
  const label =
    kind === 'final'
      ? t('match.finalJudgment')
      : kind === 'night'
        ? t('match.night')
        : kind === 'day'
          ? t('match.day')
          : t('match.startRound');
  return (
    <div
      className="round-track"
      aria-label={`${t('match.round', { n: state.round })} ${label}`}
      data-testid="round-track"
      data-round={state.round}
    >
      <ol>
        {Array.from({ length: FINAL_JUDGMENT }, (_, i) => i + 1).map((r) => (
          <li
            key={r}
            className={`space ${roundKind(r)}${r === state.round ? ' current' : ''}${r < state.round ? ' past' : ''}`}
            data-round={r}
          >
            {/* Each space's card: its kind and, on a night, the event card (its text once revealed, R-EVENT-3). */}
            <HoverCard card={roundCard(state, r, lang)} className="space-anchor">
              {r === FINAL_JUDGMENT ? '⚖' : roundKind(r) === 'night' ? '☾' : roundKind(r) === 'day' ? '☀' : '✦'}
            </HoverCard>
          </li>
        ))}
      </ol>
      {/* Why a beginner game opens on round 5 (R-ROUND-6, O-07), on hover. */}
      <span className="round-label" title={state.variant === 'beginner' ? t('match.round.beginnerStart') : undefined}>
        {t('match.round', { n: state.round })} · {label}
      </span>
    </div>
  );
}

type InitiativeTrackProps = {
  state: GameState;
  names: Record<string, string>;
  selected: string | null;
  onSelect: (id: string) => void;
};

/** The initiative track: characters in turn order, whose turn it is, HP at a glance; click to see a sheet. */
export function InitiativeTrack({ state, names, selected, onSelect }: InitiativeTrackProps) {
  const t = useT();
  const current = state.turn?.owner ?? state.turn?.unit ?? null;
  return (
    <ol className="initiative-track" aria-label={t('match.initiative')}>
      {state.initiative.map((id) => {
        const u = state.units[id];
        if (!u) return null;
        return (
          <li key={id}>
            <button
              type="button"
              className={`init-chip team-${u.team}${id === current ? ' current' : ''}${id === selected ? ' selected' : ''}${u.alive ? '' : ' dead'}`}
              onClick={() => onSelect(id)}
              aria-current={id === current ? 'step' : undefined}
            >
              <span className="init-name">{names[id] ?? id}</span>
              <span className="init-hp">
                {u.hp}/{u.maxHp}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
