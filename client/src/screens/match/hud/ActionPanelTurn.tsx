import { useMemo } from 'react';
import { toDirection } from '../../../../../shared/hex';
import { contentString, skillName, useLanguage, useT, type UiKey } from '../../../i18n';
import { cardName } from '../../../i18n/words';
import { HoverCard } from '../../../cards/HoverCard';
import { itemCard, skillCard } from '../../../cards/cardModels';
import { ARROWS, TargetButtons, targetLabelOf, type PromptProps } from './ActionPanelParts';
import { actionSlots } from '../control/actionSlots';
import { Countdown } from './Countdown';
import { commandForTarget, needsNoTarget, type UiMode } from '../control/intents';
import { refusalOf } from '../control/refusal';
import { aimHintKey, areaAim, isAreaSkill } from '../control/areaAim';
import { MATCH_KEY_WORDS as KEYS, skillKey } from '../../../input/keyWords';

/**
 * The acting seat's own turn: the action bar's skill places in a fixed order (keys 1–9), each usable one with its speed,
 * each other one greyed with the engine's own reason; items, equipment, purchases, facing, flip, rune, end turn. Every
 * button shows its card on hover or focus.
 */
export function TurnPanel({
  state,
  legal,
  mode,
  names,
  unitName,
  deadline,
  setMode,
  send,
  aimAreas = true,
}: PromptProps & { unitName: string }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const actor = legal.unit ? state.units[legal.unit] : null;
  const actorDef = actor ? state.content.characters[actor.def] : undefined;
  const flipTargets = legal.commands.filter(
    (c): c is { type: 'flip'; board: number; side: 0 | 1 } =>
      c.type === 'flip' && c.board !== undefined && c.side !== undefined,
  );
  const slots = useMemo(() => actionSlots(state, legal), [state, legal]);
  // Each unusable skill's reason, asked of the engine (a target-less declaration: its typed error names what blocks it).
  const reasons = useMemo(() => {
    const out: Record<string, string> = {};
    for (const s of slots) {
      if (s.usable) continue;
      const e = refusalOf(state, legal.seat, { type: 'skill', skill: s.skill });
      out[s.skill] = !e || e.code.startsWith('target/') ? t('reason.noTarget') : t(`err.${e.code}` as UiKey);
    }
    return out;
  }, [slots, state, legal.seat, lang]); // eslint-disable-line react-hooks/exhaustive-deps
  // A unit that may not move at all says why (Rooted, Stunned), in the engine's words.
  const cannotMove = useMemo(() => {
    if (!actor || legal.moves.length > 0 || legal.movementLeft <= 0) return null;
    const e = refusalOf(state, legal.seat, { type: 'turn', facing: toDirection(actor.facing + 1) });
    return e ? t(`err.${e.code}` as UiKey) : null;
  }, [actor, legal, state]); // eslint-disable-line react-hooks/exhaustive-deps
  const aimed = mode.kind === 'skill' ? mode.skill : null;
  const aimedNoTarget = mode.kind !== 'idle' && needsNoTarget(legal, mode);
  const area = useMemo(() => areaAim(state, legal, mode), [state, legal, mode]);
  return (
    <div className="action-panel turn" data-testid="action-panel" data-acting="true" data-prompt="turn">
      <p className="prompt-text">
        {mode.kind === 'idle'
          ? t('match.yourTurn', { name: unitName })
          : t(aimHintKey(state, legal, mode), {
              skill:
                mode.kind === 'skill'
                  ? skillName(state, mode.skill, lang)
                  : mode.kind === 'item'
                    ? cardName(state, legal.items.find((i) => i.slot === mode.slot)?.card ?? '', lang)
                    : '',
            })}
        {' · '}
        {t('match.movementLeft')}: <b>{legal.movementLeft}</b>
        {cannotMove ? (
          <span className="warn" data-testid="cannot-move">
            {' '}
            · {cannotMove}
          </span>
        ) : null}
      </p>
      <div className="row">
        {slots.map((slot, i) => {
          const k = slot.usable;
          const key = skillKey(i) ? <kbd>{skillKey(i)}</kbd> : null;
          const card = skillCard(state, slot.skill, lang);
          if (!k) {
            return (
              <HoverCard key={slot.skill} card={card} focusable={false}>
                <button
                  type="button"
                  className="skill-btn unusable"
                  aria-disabled="true"
                  data-skill={slot.skill}
                  data-testid="skill-unusable"
                >
                  {key} {skillName(state, slot.skill, lang)} <small>⚡{slot.def?.speed}</small>
                  <small className="why">{reasons[slot.skill]}</small>
                </button>
              </HoverCard>
            );
          }
          const pick = (curse: boolean) => {
            const m: UiMode = { kind: 'skill', skill: k.skill, curse };
            // An area skill is aimed first: its area and who it would hit are drawn, and it fires on a second yes.
            if (needsNoTarget(legal, m) && !(aimAreas && isAreaSkill(state, legal, k.skill)))
              send(commandForTarget(legal, m, null));
            else setMode(m);
          };
          const on = aimed === k.skill;
          return (
            <span key={k.skill} className="skill-btn-group">
              <HoverCard card={card} focusable={false}>
                <button
                  type="button"
                  className={`skill-btn${on ? ' on' : ''}`}
                  data-skill={k.skill}
                  onClick={() => (on ? setMode({ kind: 'idle' }) : pick(false))}
                >
                  {key} {skillName(state, k.skill, lang)}{' '}
                  <small>
                    ⚡{k.speed} · {t(`card.cost.${k.cost}` as UiKey)}
                  </small>
                </button>
              </HoverCard>
              {k.curse ? (
                <button type="button" className="curse" onClick={() => pick(true)} title={t('card.curse')}>
                  ☠
                </button>
              ) : null}
            </span>
          );
        })}
        {legal.items.map((it) => (
          <HoverCard key={`item-${it.slot}`} card={itemCard(state, it.card, lang)} focusable={false}>
            <button
              type="button"
              onClick={() => {
                const m: UiMode = { kind: 'item', slot: it.slot };
                if (needsNoTarget(legal, m)) send(commandForTarget(legal, m, null));
                else setMode(m);
              }}
            >
              {cardName(state, it.card, lang)}
            </button>
          </HoverCard>
        ))}
        {legal.equipment ? (
          <HoverCard card={itemCard(state, legal.equipment.card, lang)} focusable={false}>
            <button
              type="button"
              onClick={() => {
                const m: UiMode = { kind: 'equipment' };
                if (needsNoTarget(legal, m)) send(commandForTarget(legal, m, null));
                else setMode(m);
              }}
            >
              ⚙ {cardName(state, legal.equipment.card, lang)}
            </button>
          </HoverCard>
        ) : null}
        {legal.resetEquipment ? (
          <button type="button" onClick={() => send({ type: 'resetEquipment' })}>
            ⟲ {t('match.resetEquipment')}
          </button>
        ) : null}
        {legal.buy.map((card) => (
          <HoverCard key={`buy-${card}`} card={itemCard(state, card, lang)} focusable={false}>
            <button type="button" className="buy" onClick={() => send({ type: 'buy', card })}>
              {t('match.buy', { card: cardName(state, card, lang) })}
            </button>
          </HoverCard>
        ))}
      </div>
      {aimedNoTarget && area && area.hits.length === 0 ? (
        <p className="warn" role="status" data-testid="area-nobody">
          {t('preview.areaNobody', { skill: skillName(state, area.skill, lang) })}
        </p>
      ) : aimedNoTarget ? (
        <div className="row">
          {area ? (
            <span data-testid="area-hits">
              {t('preview.areaHits', {
                skill: skillName(state, area.skill, lang),
                units: area.hits.map((id) => names[id] ?? id).join(', '),
              })}
            </span>
          ) : null}
          <button
            type="button"
            className="primary"
            data-testid="use-skill"
            onClick={() => send(commandForTarget(legal, mode, null))}
          >
            {t('match.confirmSelf', { skill: aimed ? skillName(state, aimed, lang) : '' })} <kbd>{KEYS.confirm}</kbd>
          </button>
        </div>
      ) : null}
      <TargetButtons state={state} legal={legal} mode={mode} names={names} send={send} label={targetLabelOf(t)} />
      <div className="row">
        {legal.turns.length ? <span className="label">{t('match.prompt.facing')} (1)</span> : null}
        {legal.turns.map((f) => (
          <button
            key={f}
            type="button"
            className="facing"
            onClick={() => send({ type: 'turn', facing: f })}
            title={t(`dir.${f}` as UiKey)}
          >
            {ARROWS[f]}
          </button>
        ))}
        {legal.flip ? (
          <button type="button" data-testid="flip" onClick={() => send({ type: 'flip' })}>
            <kbd>{KEYS.flip}</kbd> {t('match.flip')}
          </button>
        ) : null}
        {/* Several boards (Nia, O-48): the engine lists each other side it may show; B flips the current board. */}
        {flipTargets.map((c) => (
          <button key={`${c.board}-${c.side}`} type="button" data-testid="flip-to" onClick={() => send(c)}>
            {t('match.flipTo', {
              side: actorDef
                ? contentString(lang, actorDef.boards[c.board]?.sides[c.side]?.nameKey ?? '')
                : `${c.board}/${c.side}`,
            })}
          </button>
        ))}
        {legal.rune ? (
          <button type="button" onClick={() => send({ type: 'rune' })}>
            <kbd>{KEYS.rune}</kbd> {t('match.rune')}
          </button>
        ) : null}
        {mode.kind !== 'idle' ? (
          <button type="button" className="ghost" onClick={() => setMode({ kind: 'idle' })}>
            <kbd>{KEYS.cancel}</kbd> {t('match.cancel')}
          </button>
        ) : null}
        <span className="spacer" />
        <Countdown deadline={deadline} />
        {legal.endTurn ? (
          <button type="button" className="primary" data-testid="end-turn" onClick={() => send({ type: 'endTurn' })}>
            <kbd>{KEYS.endTurn}</kbd> {t('match.endTurn')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
