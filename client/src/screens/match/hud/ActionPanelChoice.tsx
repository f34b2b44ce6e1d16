import type { Pending } from '../../../../../shared/rules';
import { choicePromptText, choiceText } from '../../../../../shared/content/i18n';
import { getBoard } from '../../../../../shared/map';
import { contentString, useLanguage, useT, type UiKey } from '../../../i18n';
import { cardName } from '../../../i18n/words';
import { CardFace } from '../../../cards/CardFace';
import { HoverCard } from '../../../cards/HoverCard';
import { characterCard, itemCard } from '../../../cards/cardModels';
import type { PromptProps } from './ActionPanelParts';
import { Countdown } from './Countdown';
import { RuleLink } from '../../../ui/RuleLink';

/** The prompts answered by picking one of a list (`choose`): the draft, the campfire pick, a discard, a mechanism's choice. */
export type OptionsPrompt = Exclude<Extract<Pending, { options: unknown[] }>, { kind: 'step' }>;

/** One button per option of an options prompt, labelled by its kind (character, board, card, or the content's choice text). */
export function ChoicePrompt({
  state,
  prompt: p,
  deadline,
  send,
}: Pick<PromptProps, 'state' | 'deadline' | 'send'> & { prompt: OptionsPrompt }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const label = (o: string) =>
    p.kind === 'draft'
      ? state.content.characters[o]
        ? contentString(lang, state.content.characters[o].nameKey)
        : o
      : p.kind === 'campfire'
        ? (getBoard(o)?.name[lang === 'zh' ? 'zh' : 'en'] ?? getBoard(o)?.name.en ?? o)
        : p.kind === 'discard'
          ? cardName(state, o, lang)
          : o;
  // A mechanism's choice (shared/rules "choice" prompt): its question and option labels come with the content.
  const question = p.kind === 'choice' ? choicePromptText(lang, p.purpose) : null;
  const optionLabel = (o: string, option: number) => (p.kind === 'choice' ? choiceText(lang, p, option) : label(o));
  return (
    <div className="action-panel prompt" data-testid="action-panel" data-acting="true" data-prompt={p.kind}>
      <p className="prompt-text">
        {question ??
          (p.kind === 'campfire'
            ? t('match.prompt.campfire')
            : `${t('match.prompt.choose')} (${t(`kind.${p.kind}` as UiKey)})`)}
        {p.kind === 'campfire' ? (
          <>
            {' '}
            <RuleLink id="R-MAP-11">{t('card.rule', { id: 'R-MAP-11' })}</RuleLink>
          </>
        ) : null}
      </p>
      {p.kind === 'draft' ? (
        // The draft shows each character's whole card (R-SETUP-7): stats, both board sides, ultimate, response, mechanism.
        <div className="draft-cards" data-testid="draft-cards">
          {(p.options as string[]).map((o, option) => {
            const card = characterCard(state, o, lang);
            return (
              <div key={option} className="draft-card" data-character={o}>
                {card ? <CardFace card={card} /> : null}
                <button
                  type="button"
                  className="primary"
                  onClick={() => send({ type: 'choose', prompt: p.id, option })}
                >
                  {t('card.pick', { name: label(o) })}
                </button>
              </div>
            );
          })}
        </div>
      ) : null}
      <div className="row">
        {p.kind === 'draft'
          ? null
          : (p.options as string[]).map((o, option) => (
              <HoverCard key={option} card={p.kind === 'discard' ? itemCard(state, o, lang) : null} focusable={false}>
                <button type="button" onClick={() => send({ type: 'choose', prompt: p.id, option })}>
                  {optionLabel(o, option)}
                </button>
              </HoverCard>
            ))}
        <Countdown deadline={deadline} />
      </div>
    </div>
  );
}
