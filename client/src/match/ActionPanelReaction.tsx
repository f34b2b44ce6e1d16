import { skillName, useLanguage, useT } from '../i18n';
import { TargetButtons, targetLabelOf, type PromptOf, type PromptProps } from './ActionPanelParts';
import { Countdown } from './Countdown';
import { commandForTarget, needsNoTarget, type UiMode } from './intents';

/** A reaction window: the reactions the seat may use (with their curse versions), aimed by the target buttons, or pass. */
export function ReactionPrompt({ state, legal, prompt: p, mode, names, deadline, setMode, send }: PromptProps & { prompt: PromptOf<'reaction'> }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  return (
    <div className="action-panel prompt" data-testid="action-panel" data-acting="true" data-prompt="reaction">
      <p className="prompt-text">
        {t('match.prompt.reaction', { name: names[p.unit] ?? p.unit, skill: skillName(state, p.skill, lang), speed: p.speed })}
      </p>
      <div className="row">
        {legal.reactions.map((o, index) => {
          const label = o.use === 'skill' && o.skill ? skillName(state, o.skill, lang) : o.use === 'flip' ? t('match.flip') : o.use === 'rune' ? t('match.rune') : o.use;
          const pick = (curse: boolean) => {
            const m: UiMode = { kind: 'react', index, curse };
            if (needsNoTarget(legal, m)) send(commandForTarget(legal, m, null));
            else setMode(m);
          };
          return (
            <span key={index} className="skill-btn-group">
              <button type="button" className={mode.kind === 'react' && mode.index === index ? 'on' : ''} onClick={() => pick(false)}>
                {label} <small>⚡{o.speed}</small>
              </button>
              {o.curse ? <button type="button" className="curse" onClick={() => pick(true)} title="curse">☠</button> : null}
            </span>
          );
        })}
        <button type="button" className="primary" data-testid="pass" onClick={() => send({ type: 'pass', prompt: p.id })}>{t('match.prompt.pass')} <kbd>P</kbd></button>
        <Countdown deadline={deadline} />
      </div>
      <TargetButtons legal={legal} mode={mode} names={names} send={send} label={targetLabelOf(t)} />
    </div>
  );
}
