import type { GameState, Unit } from '../../../../../shared/rules';
import { trackerView } from '../../../../../shared/rules/tracker';
import { ownedSkills } from '../../../../../shared/rules/skills';
import { contentString, useLanguage, useT } from '../../../i18n';
import { cardName, formName } from '../../../i18n/words';
import { statusName } from '../../../i18n/words';
import { HoverCard } from '../../../cards/HoverCard';
import { itemCard, skillCard, statusCard } from '../../../cards/cardModels';

type CharacterSheetProps = { state: GameState; unit: Unit; name: string };

/** The sheet of a unit: HP, movement, actions, curse, souls, relic, items, skill board (sides, used), tracker. */
export function CharacterSheet({ state, unit, name }: CharacterSheetProps) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const ch = state.content.characters[unit.def];
  const onTurn = state.turn?.unit === unit.id;
  const skills = ownedSkills(state, unit);
  const sideName = ch ? contentString(lang, ch.boards[unit.board]?.sides[unit.side]?.nameKey ?? '') : '';
  const otherSideName = ch
    ? contentString(lang, ch.boards[unit.board]?.sides[unit.side === 0 ? 1 : 0]?.nameKey ?? '')
    : '';
  const relic = unit.relic
    ? t(unit.relic === 'holy' ? 'match.relic.holy' : 'match.relic.vessel')
    : t('match.relic.hidden');
  const skillRow = (id: string, key: string, extra = '') => (
    <li key={key} className={`skill-row${unit.used.includes(id) ? ' used' : ''}`}>
      <HoverCard card={skillCard(state, id, lang)}>
        {contentString(lang, skills.find((s) => s.def.id === id)?.def.nameKey ?? id)}
      </HoverCard>
      <small>
        {extra}
        {unit.used.includes(id) ? ` · ${t('match.used')}` : ''}
      </small>
    </li>
  );
  const rooted = unit.statuses.some((s) => s.id === 'root');
  return (
    <section className={`sheet team-${unit.team}`} aria-label={name} data-testid="sheet">
      <header className="sheet-head">
        <h2>{name}</h2>
        {ch ? <p className="dim">{contentString(lang, ch.titleKey)}</p> : null}
        <p className="relic">
          {relic}
          {unit.form ? ` · ${formName(unit.def, unit.form, lang)}` : ''}
        </p>
      </header>
      <div
        className="hp-bar"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={unit.maxHp}
        aria-valuenow={unit.hp}
        aria-label={t('match.hp')}
      >
        <div className="hp-fill" style={{ width: `${unit.maxHp ? (100 * unit.hp) / unit.maxHp : 0}%` }} />
        <span>
          {t('match.hp')} {unit.hp}/{unit.maxHp}
        </span>
      </div>
      {/* The tracker right under the HP: visible without scrolling at 1280×720 (issue 13). */}
      <StatusTracker unit={unit} />
      <dl className="stats">
        <dt>{t('match.movementLeft')}</dt>
        <dd>
          {onTurn ? state.turn!.movementLeft : unit.movement}
          {rooted ? <small className="warn"> · {statusName('root', lang)}</small> : null}
        </dd>
        <dt>{t('match.actionsUsed')}</dt>
        <dd>{onTurn ? state.turn!.standardActions : '–'}</dd>
        <dt>{t('match.curse')}</dt>
        <dd>{'●'.repeat(Math.min(unit.curse, 8)) || '0'}</dd>
        <dt>{t('match.souls')}</dt>
        <dd>{unit.souls}</dd>
        <dt>{t('match.items')}</dt>
        <dd className="held">
          {unit.items.length === 0 && !unit.equipment ? t('match.none') : null}
          {unit.items.map((c, i) => (
            <HoverCard key={`${c}-${i}`} card={itemCard(state, c, lang)} className="card-chip">
              {cardName(state, c, lang)}
            </HoverCard>
          ))}
          {unit.equipment ? (
            <HoverCard card={itemCard(state, unit.equipment.card, lang)} className="card-chip">
              ⚙ {cardName(state, unit.equipment.card, lang)}
            </HoverCard>
          ) : null}
        </dd>
      </dl>
      <h3>{t('match.skills')}</h3>
      <p className="side-name">
        ▣ {sideName}{' '}
        <small className="dim">
          ({t('match.currentSide')}; {t('match.otherSide')}: {otherSideName})
        </small>
      </p>
      <ul className="skills">
        {skills
          .filter((s) => s.slot === 'side' && s.onCurrentSide)
          .map((s) => skillRow(s.def.id, s.def.id, `⚡${s.def.speed}`))}
      </ul>
      <ul className="skills other-side">
        {skills
          .filter((s) => s.slot === 'side' && !s.onCurrentSide)
          .map((s) => skillRow(s.def.id, s.def.id, `⚡${s.def.speed}`))}
      </ul>
      <ul className="skills special">
        {skills
          .filter((s) => s.slot !== 'side')
          .map((s) =>
            skillRow(
              s.def.id,
              s.def.id,
              `${t(s.slot === 'ultimate' ? 'match.ultimate' : s.slot === 'response' ? 'match.response' : 'match.extra')} ⚡${s.def.speed}`,
            ),
          )}
        {ch ? (
          <li className="skill-row passive">
            <HoverCard
              card={{
                kind: 'skill',
                title: contentString(lang, ch.passive.nameKey),
                facts: [t('match.passive')],
                text: contentString(lang, ch.passive.textKey),
                ruleId: `R-${ch.id.toUpperCase()}-1`,
              }}
            >
              {contentString(lang, ch.passive.nameKey)}
            </HoverCard>
            <small>{t('match.passive')}</small>
          </li>
        ) : null}
        {state.variant === 'beginner' ? null /* the beginner game has no runes (R-SETUP-11) */ : (
          <li className={`skill-row${unit.rune ? '' : ' used'}`}>
            <span>{t('match.runeName')}</span>
            <small>{t(unit.rune ? 'match.rune.ready' : 'match.rune.spent')}</small>
          </li>
        )}
      </ul>
    </section>
  );
}

/** A unit's status tracker (R-TRACK): the pointer, persistent and periodic statuses with when each leaves. */
export function StatusTracker({ unit }: { unit: Unit }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const tracker = trackerView(unit);
  return (
    <>
      <h3>{t('match.statuses')}</h3>
      <div className="tracker" data-testid="tracker">
        <div className={`tracker-pointer ${tracker.pointer}`}>{tracker.pointer === 'up' ? '▲' : '▼'}</div>
        <div className="tracker-zone">
          <h4>{t('match.tracker.persistent')}</h4>
          {tracker.persistent.length === 0 ? <p className="dim">–</p> : null}
          {tracker.persistent.map((s) => (
            <HoverCard key={s.id} card={statusCard(s.id, lang)} className={`status-chip ${s.end}`}>
              {statusName(s.id, lang)}&nbsp;<small>{t('match.tracker.leaves', { n: s.leavesIn })}</small>
            </HoverCard>
          ))}
        </div>
        <div className="tracker-zone">
          <h4>{t('match.tracker.periodic')}</h4>
          {tracker.periodic.length === 0 ? <p className="dim">–</p> : null}
          {tracker.periodic.map((s) => (
            <HoverCard key={s.id} card={statusCard(s.id, lang)} className={`status-chip ${s.zone} ${s.end}`}>
              {statusName(s.id, lang)}&nbsp;
              <small>
                {s.zone === 'attach' ? t('match.tracker.attach') : t('match.tracker.leaves', { n: s.leavesIn })}
              </small>
            </HoverCard>
          ))}
        </div>
      </div>
    </>
  );
}
