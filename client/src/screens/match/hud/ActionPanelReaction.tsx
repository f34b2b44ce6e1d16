import { useMemo } from 'react';
import type { Command, CommandPreview, UnitPreview } from '../../../../../shared/rules';
import { skillName, useLanguage, useT, type Language } from '../../../i18n';
import { statusName } from '../../../i18n/words';
import { CardFace } from '../../../cards/CardFace';
import { HoverCard } from '../../../cards/HoverCard';
import { skillCard } from '../../../cards/cardModels';
import { TargetButtons, targetLabelOf, type PromptOf, type PromptProps } from './ActionPanelParts';
import { oddsWords, statusChanceWords } from '../control/previewWords';
import { Countdown } from './Countdown';
import { engineModule } from '../control/engine';
import { commandForTarget, needsNoTarget, type UiMode } from '../control/intents';
import { MATCH_KEY_WORDS as KEYS, skillKey } from '../../../input/keyWords';

/**
 * What an action does to one unit, in words: damage with its chance of falling, statuses with their chances and saves,
 * a forced move. "No damage, no status" when the engine's preview says exactly that — never a bare dash.
 */
function effectWords(u: UnitPreview, t: ReturnType<typeof useT>, lang: Language): string {
  const parts: string[] = [];
  if (u.damage.max > 0 || u.death.n > 0) parts.push(oddsWords(u, t));
  for (const s of u.statusesApplied)
    if (s.chance.n > 0)
      parts.push(
        `${statusChanceWords(statusName(s.status, lang), s.chance, t)}${s.save ? ` (${t('card.status.save', { n: s.save.threshold })})` : ''}`,
      );
  if (u.positions.length) parts.push(t('react.moved'));
  return parts.length ? parts.join(' · ') : t('react.nothing');
}

/**
 * A reaction window (R-REACT, R-RES-4): the incoming action as a card (source, skill, speed, targeted or area, what it
 * would do to you), then each answer with its speed, the order that would result and — from the engine's preview — a
 * plain warning when it cannot change what the incoming action does to you (a dodge against an area).
 */
export function ReactionPrompt({
  state,
  legal,
  prompt: p,
  mode,
  names,
  deadline,
  setMode,
  send,
}: PromptProps & { prompt: PromptOf<'reaction'> }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  // One preview per answer (its first target), and the pass: ~1–5 ms each, once per prompt.
  const previews = useMemo(() => {
    const engine = engineModule.get(); // in whenever `legal` is (engine.ts)
    const pass = engine?.previewCommand(state, legal.seat, { type: 'pass', prompt: p.id });
    const options = legal.reactions.map((o, index) => {
      const target = o.targets.find((x) => x !== null) ?? null;
      const command: Command = commandForTarget(legal, { kind: 'react', index, curse: false }, target);
      const r = engine?.previewCommand(state, legal.seat, command);
      return r?.ok ? r.preview : null;
    });
    return { pass: pass?.ok ? pass.preview : null, options };
  }, [state, legal, p.id]);
  const incoming =
    previews.pass?.reaction?.incoming ?? previews.options.find((x) => x?.reaction)?.reaction?.incoming ?? null;
  const area = incoming
    ? incoming.targeting !== 'single' && incoming.targeting !== 'self' && incoming.targeting !== 'cell'
    : false;
  const onMe: UnitPreview | null =
    previews.pass?.reaction?.ifPassed ?? previews.options.find((x) => x?.reaction)?.reaction?.ifPassed ?? null;
  const card = skillCard(state, p.skill, lang);
  const orderWords = (pv: CommandPreview | null, speed: number) => {
    const order = pv?.reaction?.order ?? (speed < p.speed ? 'before' : 'after');
    return t(order === 'before' ? 'react.order.before' : 'react.order.after', { mine: speed, theirs: p.speed });
  };
  return (
    <div className="action-panel prompt" data-testid="action-panel" data-acting="true" data-prompt="reaction">
      <div className="reaction-incoming" data-testid="incoming-card">
        {card ? <CardFace card={card} className="compact" /> : null}
        <div className="reaction-summary">
          <p className="prompt-text">
            {t('react.incoming', { source: names[p.source] ?? p.source, skill: skillName(state, p.skill, lang) })} · ⚡
            {p.speed}
          </p>
          <p>{area ? t('react.area') : t('react.targeted', { target: names[p.unit] ?? p.unit })}</p>
          {/* No preview, no claim: "no damage" for a hit the engine was not asked about was false (issue 27). */}
          {onMe ? (
            <p data-testid="incoming-effect">
              <b>{t('react.expected', { effect: effectWords(onMe, t, lang) })}</b>
            </p>
          ) : null}
        </div>
      </div>
      <div className="reaction-options">
        {legal.reactions.map((o, index) => {
          const label =
            o.use === 'skill' && o.skill
              ? skillName(state, o.skill, lang)
              : o.use === 'flip'
                ? t('match.flip')
                : o.use === 'rune'
                  ? t('match.rune')
                  : o.use === 'item' || o.use === 'equipment'
                    ? t(o.use === 'item' ? 'card.item' : 'card.equipment')
                    : o.use;
          const pv = previews.options[index];
          const cannot = pv?.reaction && !pv.reaction.affectsIncoming;
          const pick = (curse: boolean) => {
            const m: UiMode = { kind: 'react', index, curse };
            if (needsNoTarget(legal, m)) send(commandForTarget(legal, m, null));
            else setMode(m);
          };
          return (
            <div
              key={index}
              className="reaction-option"
              data-testid="reaction-option"
              data-cannot-help={cannot ? 'true' : 'false'}
            >
              <span className="skill-btn-group">
                <HoverCard card={o.skill ? skillCard(state, o.skill, lang) : null} focusable={false}>
                  <button
                    type="button"
                    className={`react-btn${mode.kind === 'react' && mode.index === index ? ' on' : ''}`}
                    data-skill={o.skill ?? undefined}
                    onClick={() => pick(false)}
                  >
                    {skillKey(index) ? <kbd>{skillKey(index)}</kbd> : null} {label} <small>⚡{o.speed}</small>
                  </button>
                </HoverCard>
                {o.curse ? (
                  <button type="button" className="curse" onClick={() => pick(true)} title={t('card.curse')}>
                    ☠
                  </button>
                ) : null}
              </span>
              <small>{orderWords(pv, o.speed)}</small>
              {pv?.reaction ? (
                <small data-testid="if-answered">
                  {t('react.ifAnswered', { effect: effectWords(pv.reaction.ifAnswered, t, lang) })}
                </small>
              ) : null}
              {cannot ? (
                <span className="cannot" data-testid="cannot-help">
                  {t('react.cannotHelp', { why: area ? t('react.dodgeVsArea') : t('react.noChange') })}
                </span>
              ) : null}
            </div>
          );
        })}
        <div className="reaction-option">
          <button
            type="button"
            className="primary"
            data-testid="pass"
            onClick={() => send({ type: 'pass', prompt: p.id })}
          >
            {t('react.pass')} <kbd>{KEYS.pass}</kbd>
          </button>
          <Countdown deadline={deadline} />
        </div>
      </div>
      <TargetButtons state={state} legal={legal} mode={mode} names={names} send={send} label={targetLabelOf(t)} />
    </div>
  );
}
