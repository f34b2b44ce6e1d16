import { contentString, useLanguage, useT, type UiKey } from '../../../i18n';
import { ARROWS, DIRS, type PromptOf, type PromptProps } from './ActionPanelParts';
import { formName } from '../../../i18n/words';
import { Countdown } from './Countdown';
import { placeCommand, type PlaceDraft } from '../control/intents';
import { MATCH_KEY_WORDS as KEYS } from '../../../input/keyWords';

type PlacePromptProps = Pick<PromptProps, 'state' | 'legal' | 'deadline' | 'send'> & {
  prompt: PromptOf<'place'>;
  unitName: string;
  draft: PlaceDraft | null;
  setDraft: (d: PlaceDraft) => void;
};

/** The placement prompt (R-SETUP-13/15/16): facing, starting side and form of the character to place; the cell is picked on the board. */
export function PlacePrompt({ state, legal, prompt: p, unitName, draft, setDraft, deadline, send }: PlacePromptProps) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const unit = state.units[state.seats[p.seat]!];
  const ch = unit ? state.content.characters[unit.def] : undefined;
  const d: PlaceDraft = draft ?? { cell: null, facing: p.cells.length ? 0 : 0, side: 0, form: ch?.forms?.[0] ?? null };
  const cmd = placeCommand(legal, { ...d, form: d.form ?? ch?.forms?.[0] ?? null });
  return (
    <div className="action-panel prompt" data-testid="action-panel" data-acting="true" data-prompt="place">
      <p className="prompt-text">{t('match.prompt.place', { name: unitName })}</p>
      <div className="row">
        <span className="label">{t('match.prompt.facing')}</span>
        {DIRS.map((f) => (
          <button
            key={f}
            type="button"
            className={`facing${d.facing === f ? ' on' : ''}`}
            aria-pressed={d.facing === f}
            onClick={() => setDraft({ ...d, facing: f })}
            title={t(`dir.${f}` as UiKey)}
          >
            {ARROWS[f]} <small>{t(`dir.${f}` as UiKey)}</small>
          </button>
        ))}
      </div>
      <div className="row">
        <span className="label">{t('match.prompt.side')}</span>
        {([0, 1] as const).map((side) => (
          <button
            key={side}
            type="button"
            className={d.side === side ? 'on' : ''}
            aria-pressed={d.side === side}
            onClick={() => setDraft({ ...d, side })}
          >
            {ch ? contentString(lang, ch.boards[0].sides[side].nameKey) : side}
          </button>
        ))}
        {ch?.forms?.length ? (
          <>
            <span className="label">{t('match.prompt.form')}</span>
            {ch.forms.map((form) => (
              <button
                key={form}
                type="button"
                className={(d.form ?? ch.forms![0]) === form ? 'on' : ''}
                onClick={() => setDraft({ ...d, form })}
              >
                {formName(unit?.def, form, lang)}
              </button>
            ))}
          </>
        ) : null}
        <button
          type="button"
          className="primary"
          data-testid="place-confirm"
          disabled={!cmd}
          onClick={() => cmd && send(cmd)}
        >
          {t('match.prompt.placeConfirm')} <kbd>{KEYS.confirm}</kbd>
        </button>
        <Countdown deadline={deadline} />
      </div>
    </div>
  );
}
