import { ownedSkills } from '../../../shared/rules/skills';
import { contentString, skillName, useLanguage, useT, type UiKey } from '../i18n';
import { cardName } from '../i18n/words';
import { ARROWS, TargetButtons, targetLabelOf, type PromptProps } from './ActionPanelParts';
import { Countdown } from './Countdown';
import { commandForTarget, needsNoTarget, type UiMode } from './intents';

/** The acting seat's own turn: usable skills first, then the rest of the current side greyed (no target, used, no action). */
export function TurnPanel({ state, legal, mode, names, unitName, deadline, setMode, send }: PromptProps & { unitName: string }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const skills = legal.skills;
  const actor = legal.unit ? state.units[legal.unit] : null;
  const actorDef = actor ? state.content.characters[actor.def] : undefined;
  const flipTargets = legal.commands.filter((c): c is { type: 'flip'; board: number; side: 0 | 1 } => c.type === 'flip' && c.board !== undefined && c.side !== undefined);
  const unusable = actor
    ? ownedSkills(state, actor)
        .filter((o) => (o.slot === 'side' && o.onCurrentSide) || o.slot === 'ultimate')
        .map((o) => o.def)
        .filter((d) => !skills.some((k) => k.skill === d.id))
    : [];
  return (
    <div className="action-panel turn" data-testid="action-panel" data-acting="true" data-prompt="turn">
      <p className="prompt-text">
        {mode.kind === 'idle' ? t('match.yourTurn', { name: unitName }) : t('match.targetHint', { skill: mode.kind === 'skill' ? skillName(state, mode.skill, lang) : mode.kind === 'item' ? cardName(state, legal.items.find((i) => i.slot === mode.slot)?.card ?? '', lang) : '' })}
        {' · '}{t('match.movementLeft')}: <b>{legal.movementLeft}</b>
      </p>
      <div className="row">
        {skills.map((k, i) => {
          const pick = (curse: boolean) => {
            const m: UiMode = { kind: 'skill', skill: k.skill, curse };
            if (needsNoTarget(legal, m)) send(commandForTarget(legal, m, null));
            else setMode(m);
          };
          const on = mode.kind === 'skill' && mode.skill === k.skill;
          return (
            <span key={k.skill} className="skill-btn-group">
              <button type="button" className={`skill-btn${on ? ' on' : ''}`} data-skill={k.skill} onClick={() => (on ? setMode({ kind: 'idle' }) : pick(false))} title={`${k.usage} · ${k.cost}`}>
                {i < 9 ? <kbd>{i + 1}</kbd> : null} {skillName(state, k.skill, lang)} <small>⚡{k.speed}</small>
              </button>
              {k.curse ? <button type="button" className="curse" onClick={() => pick(true)} title="curse version">☠</button> : null}
            </span>
          );
        })}
        {unusable.map((d) => (
          <button key={d.id} type="button" className="skill-btn unusable" disabled title={t('match.noTarget')}>
            {skillName(state, d.id, lang)} <small>⚡{d.speed}</small>
          </button>
        ))}
        {legal.items.map((it) => (
          <button key={`item-${it.slot}`} type="button" onClick={() => {
            const m: UiMode = { kind: 'item', slot: it.slot };
            if (needsNoTarget(legal, m)) send(commandForTarget(legal, m, null));
            else setMode(m);
          }}>{cardName(state, it.card, lang)}</button>
        ))}
        {legal.equipment ? (
          <button type="button" onClick={() => {
            const m: UiMode = { kind: 'equipment' };
            if (needsNoTarget(legal, m)) send(commandForTarget(legal, m, null));
            else setMode(m);
          }}>⚙ {cardName(state, legal.equipment.card, lang)}</button>
        ) : null}
        {legal.resetEquipment ? <button type="button" onClick={() => send({ type: 'resetEquipment' })}>⟲ {t('match.resetEquipment')}</button> : null}
        {legal.buy.map((card) => (
          <button key={`buy-${card}`} type="button" className="buy" onClick={() => send({ type: 'buy', card })}>
            {t('match.buy', { card: cardName(state, card, lang) })}
          </button>
        ))}
      </div>
      <TargetButtons legal={legal} mode={mode} names={names} send={send} label={targetLabelOf(t)} />
      <div className="row">
        {legal.turns.length ? <span className="label">{t('match.prompt.facing')} (1)</span> : null}
        {legal.turns.map((f) => (
          <button key={f} type="button" className="facing" onClick={() => send({ type: 'turn', facing: f })} title={t(`dir.${f}` as UiKey)}>
            {ARROWS[f]}
          </button>
        ))}
        {legal.flip ? <button type="button" onClick={() => send({ type: 'flip' })}><kbd>F</kbd> {t('match.flip')}</button> : null}
        {/* Several boards (Nia, O-48): the engine lists each other side it may show; F flips the current board. */}
        {flipTargets.map((c) => (
          <button key={`${c.board}-${c.side}`} type="button" data-testid="flip-to" onClick={() => send(c)}>
            {t('match.flipTo', { side: actorDef ? contentString(lang, actorDef.boards[c.board]?.sides[c.side]?.nameKey ?? '') : `${c.board}/${c.side}` })}
          </button>
        ))}
        {legal.rune ? <button type="button" onClick={() => send({ type: 'rune' })}><kbd>R</kbd> {t('match.rune')}</button> : null}
        {mode.kind !== 'idle' ? <button type="button" className="ghost" onClick={() => setMode({ kind: 'idle' })}><kbd>Esc</kbd> {t('match.cancel')}</button> : null}
        <span className="spacer" />
        <Countdown deadline={deadline} />
        {legal.endTurn ? (
          <button type="button" className="primary" data-testid="end-turn" onClick={() => send({ type: 'endTurn' })}>
            <kbd>E</kbd> {t('match.endTurn')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
