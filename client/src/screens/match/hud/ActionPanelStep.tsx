import { useT, type UiKey } from '../../../i18n';
import type { PromptOf, PromptProps } from './ActionPanelParts';
import { Countdown } from './Countdown';

/** A forced or granted step (push, pull, dash…): the text says whose and why; the cell is picked on the board. */
export function StepPrompt({
  prompt: p,
  names,
  deadline,
}: Pick<PromptProps, 'names' | 'deadline'> & { prompt: PromptOf<'step'> }) {
  const t = useT();
  return (
    <div className="action-panel prompt" data-testid="action-panel" data-acting="true" data-prompt="step">
      <p className="prompt-text">
        {t('match.prompt.step', { name: names[p.unit] ?? p.unit, purpose: t(`purpose.${p.purpose}` as UiKey) })}
      </p>
      <Countdown deadline={deadline} />
    </div>
  );
}
