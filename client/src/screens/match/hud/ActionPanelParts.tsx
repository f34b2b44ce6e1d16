import type { Direction } from '../../../../../shared/hex';
import type { Command, GameState, LegalCommands, Pending, TargetInput } from '../../../../../shared/rules';
import type { UiKey, useT } from '../../../i18n';
import { commandForTarget, modeTargets, type UiMode } from '../control/intents';

/** What every prompt component of the action panel is given (ActionPanel.tsx hands each the props it needs). */
export type PromptProps = {
  state: GameState;
  legal: LegalCommands;
  mode: UiMode;
  names: Record<string, string>;
  deadline: number;
  setMode: (m: UiMode) => void;
  send: (c: Command) => void;
};

/** The engine's prompt of a given kind. */
export type PromptOf<K extends Pending['kind']> = Extract<Pending, { kind: K }>;

export const DIRS: Direction[] = [0, 1, 2, 3, 4, 5];
export const ARROWS = ['→', '↗', '↖', '←', '↙', '↘'];

/** How a target that is not a unit reads on its button: a cell's "q,r", a direction's arrow and name, the statue. */
export function targetLabelOf(t: ReturnType<typeof useT>): (x: TargetInput) => string {
  return (x) =>
    'cell' in x ? `${x.cell.q},${x.cell.r}` : 'direction' in x ? `${ARROWS[x.direction]} ${t(`dir.${x.direction}` as UiKey)}` : 'statue' in x ? 'statue' : '';
}

/** The targets of the aimed skill as buttons: the keyboard way to aim, and a way through standees that overlap. */
export function TargetButtons({ legal, mode, names, send, label }: { legal: LegalCommands; mode: UiMode; names: Record<string, string>; send: (c: Command) => void; label: (t: TargetInput) => string }) {
  const targets = modeTargets(legal, mode).filter((t): t is TargetInput => t !== null);
  if (mode.kind === 'idle' || targets.length === 0) return null;
  return (
    <div className="row targets" role="group" aria-label="targets">
      {targets.map((t, i) => (
        <button key={i} type="button" className="target-btn" onClick={() => send(commandForTarget(legal, mode, t))}>
          <span aria-hidden>◎</span> {'unit' in t ? (names[t.unit] ?? t.unit) : label(t)}
        </button>
      ))}
    </div>
  );
}
