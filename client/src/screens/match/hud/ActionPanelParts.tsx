import type { Direction } from '../../../../../shared/hex';
import type { Command, GameState, LegalCommands, Pending, TargetInput } from '../../../../../shared/rules';
import { useMemo } from 'react';
import { useT, type UiKey } from '../../../i18n';
import { engineModule } from '../control/engine';
import { commandForTarget, modeTargets, type UiMode } from '../control/intents';
import { oddsWords, warningOf } from '../control/previewWords';

/** What every prompt component of the action panel is given (ActionPanel.tsx hands each the props it needs). */
export type PromptProps = {
  state: GameState;
  legal: LegalCommands;
  mode: UiMode;
  names: Record<string, string>;
  deadline: number;
  setMode: (m: UiMode) => void;
  send: (c: Command) => void;
  /** Whether an area skill is aimed before it fires (a match); a lesson's step has already asked for it (false). */
  aimAreas?: boolean;
};

/** The engine's prompt of a given kind. */
export type PromptOf<K extends Pending['kind']> = Extract<Pending, { kind: K }>;

export const DIRS: Direction[] = [0, 1, 2, 3, 4, 5];
export const ARROWS = ['→', '↗', '↖', '←', '↙', '↘'];

/** How a target that is not a unit reads on its button: a cell's "q,r", a direction's arrow and name, the statue. */
export function targetLabelOf(t: ReturnType<typeof useT>): (x: TargetInput) => string {
  return (x) =>
    'cell' in x
      ? `${x.cell.q},${x.cell.r}`
      : 'direction' in x
        ? `${ARROWS[x.direction]} ${t(`dir.${x.direction}` as UiKey)}`
        : 'statue' in x
          ? 'statue'
          : '';
}

/**
 * The targets of the aimed skill as buttons: the keyboard way to aim, and a way through standees that overlap. Each says
 * what the engine's preview foretells for the unit aimed at (damage, kill chance) and marks a command that needs a
 * warning (it may lose the game, kill its actor, hit an ally).
 */
export function TargetButtons({
  state,
  legal,
  mode,
  names,
  send,
  label,
}: {
  state: GameState;
  legal: LegalCommands;
  mode: UiMode;
  names: Record<string, string>;
  send: (c: Command) => void;
  label: (t: TargetInput) => string;
}) {
  const t = useT();
  const targets = useMemo(() => modeTargets(legal, mode).filter((x): x is TargetInput => x !== null), [legal, mode]);
  const odds = useMemo(
    () =>
      targets.map((x) => {
        const r = engineModule.get()?.previewCommand(state, legal.seat, commandForTarget(legal, mode, x)); // in whenever `legal` is
        if (!r?.ok) return { words: '', warning: null };
        const on = 'unit' in x ? r.preview.units.find((u) => u.unit === x.unit) : undefined;
        return { words: on ? oddsWords(on, t) : '', warning: warningOf(r.preview, state, names, t) };
      }),
    [targets, state, legal, mode, names, t],
  );
  if (mode.kind === 'idle' || targets.length === 0) return null;
  return (
    <div className="row targets" role="group" aria-label="targets">
      {targets.map((x, i) => (
        <button
          key={i}
          type="button"
          className={`target-btn${odds[i].warning ? ' harm' : ''}`}
          data-testid="target-btn"
          title={odds[i].warning ?? undefined}
          onClick={() => send(commandForTarget(legal, mode, x))}
        >
          <span aria-hidden>{odds[i].warning ? '⚠' : '◎'}</span> {'unit' in x ? (names[x.unit] ?? x.unit) : label(x)}
          {odds[i].words ? (
            <small className="odds" data-testid="target-odds">
              {' '}
              {odds[i].words}
            </small>
          ) : null}
        </button>
      ))}
    </div>
  );
}
