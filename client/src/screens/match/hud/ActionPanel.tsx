import type { Command, GameState, LegalCommands } from '../../../../../shared/rules';
import { useT, type UiKey } from '../../../i18n';
import type { PromptProps } from './ActionPanelParts';
import { ChoicePrompt } from './ActionPanelChoice';
import { PlacePrompt } from './ActionPanelPlace';
import { ReactionPrompt } from './ActionPanelReaction';
import { StepPrompt } from './ActionPanelStep';
import { TurnPanel } from './ActionPanelTurn';
import { Countdown } from './Countdown';
import type { PlaceDraft, UiMode } from '../control/intents';
import type { MatchPrompt } from '../../../net/roomSnapshot';

type ActionPanelProps = {
  state: GameState;
  legal: LegalCommands | null;
  mode: UiMode;
  draft: PlaceDraft | null;
  names: Record<string, string>;
  waitingFor: string;
  /** What the match waits for (the room's prompt; a lesson's own): whose it is, its kind and its deadline. */
  prompt: MatchPrompt | null;
  setMode: (m: UiMode) => void;
  setDraft: (d: PlaceDraft) => void;
  send: (c: Command) => void;
  /** PromptProps.aimAreas: false in a lesson, whose step has already asked for the skill. */
  aimAreas?: boolean;
};

/** While another seat acts: whose prompt it is and its countdown. */
function WaitingPanel({ waitingFor, prompt }: Pick<ActionPanelProps, 'waitingFor' | 'prompt'>) {
  const t = useT();
  return (
    <div className="action-panel waiting" data-testid="action-panel" data-acting="false">
      <span>
        {waitingFor
          ? t('match.prompt.theirs', { who: waitingFor, kind: t(`kind.${prompt?.kind ?? ''}` as UiKey) })
          : ''}
      </span>
      <Countdown deadline={prompt?.deadline ?? 0} />
    </div>
  );
}

/**
 * The bottom bar: the current prompt with its countdown, and the actions the acting seat may take now. One component
 * per prompt kind, each in its own file beside this one: placement (ActionPanelPlace), a step (ActionPanelStep), a
 * reaction window (ActionPanelReaction), a pick from a list — draft, campfire, discard, a mechanism's choice
 * (ActionPanelChoice) — and the seat's own turn (ActionPanelTurn); ActionPanelParts holds what they share.
 */
export function ActionPanel({
  state,
  legal,
  mode,
  draft,
  names,
  waitingFor,
  prompt,
  setMode,
  setDraft,
  send,
  aimAreas = true,
}: ActionPanelProps) {
  if (!legal || (!legal.prompt && !legal.endTurn && legal.commands.length === 0)) {
    return <WaitingPanel waitingFor={waitingFor} prompt={prompt} />;
  }
  const deadline = prompt?.deadline ?? 0;
  const unitName = legal.unit ? (names[legal.unit] ?? legal.unit) : '';
  const props: PromptProps = { state, legal, mode, names, deadline, setMode, send, aimAreas };
  const p = legal.prompt;
  if (p?.kind === 'place')
    return <PlacePrompt {...props} prompt={p} unitName={unitName} draft={draft} setDraft={setDraft} />;
  if (p?.kind === 'step') return <StepPrompt {...props} prompt={p} />;
  if (p?.kind === 'reaction') return <ReactionPrompt {...props} prompt={p} />;
  if (p && 'options' in p) return <ChoicePrompt {...props} prompt={p} />;
  return <TurnPanel {...props} unitName={unitName} />;
}
