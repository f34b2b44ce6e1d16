import './cards.css';
import { RuleLink } from '../ui/RuleLink';
import { useLanguage, useT } from '../i18n';
import type { CardModel } from './cardModels';
import { RuleText } from './RuleText';

/** A card's face: title, facts, printed text (dice drawn as dice), sections (a character's board sides), lore, rule link. */
export function CardFace({ card, className = '' }: { card: CardModel; className?: string }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  return (
    <div className={`card-face card-${card.kind} ${className}`} data-card-kind={card.kind}>
      <header>
        <strong className="card-title">{card.title}</strong>
        {card.subtitle ? <span className="card-subtitle">{card.subtitle}</span> : null}
      </header>
      {card.facts.length ? <p className="card-facts">{card.facts.join(' · ')}</p> : null}
      {card.text ? (
        <p className="card-text">
          <RuleText text={card.text} lang={lang} />
        </p>
      ) : null}
      {card.sections?.map((s, i) => (
        <section
          key={i}
          className={`card-section${s.mechanism ? ' card-mechanism' : ''}`}
          title={s.mechanism ? s.lines.map((l) => l.text).join(' ') : undefined}
        >
          <h5>{s.title}</h5>
          {s.lines.map((l, j) => (
            <p key={j} className="card-line">
              {l.name ? <b>{l.name}</b> : null}
              {l.facts ? <small> {l.facts}</small> : null}
              {l.text ? (
                <span className="card-line-text">
                  <RuleText text={l.text} lang={lang} />
                </span>
              ) : null}
            </p>
          ))}
        </section>
      ))}
      {card.lore ? <p className="card-lore">{card.lore}</p> : null}
      {card.ruleId ? (
        <RuleLink className="card-rule" id={card.ruleId}>
          {t('card.rule', { id: card.ruleId })}
        </RuleLink>
      ) : null}
    </div>
  );
}
