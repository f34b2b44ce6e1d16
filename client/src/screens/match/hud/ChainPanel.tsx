import type { GameState } from '../../../../../shared/rules';
import { skillName, useLanguage, useT } from '../../../i18n';
import { Countdown } from './Countdown';

/**
 * The chain being resolved (R-CHAIN, docs/rules-decisions.md "Reactions and chains"): each declared action with its source, target and
 * speed, slowest last, reactions indented under the action they answer — so a reaction window can be judged.
 */
export function ChainPanel({ state, names }: { state: GameState; names: Record<string, string> }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const chain = state.chain;
  if (!chain) return null;
  const actions = Object.values(chain.actions).sort((a, b) => a.id - b.id);
  if (actions.length === 0) return null;
  const depth = (id: number): number => {
    let d = 0;
    let a = chain.actions[String(id)];
    while (a && a.answers !== null && d < 8) {
      d++;
      a = chain.actions[String(a.answers)];
    }
    return d;
  };
  const targetName = (a: (typeof actions)[number]) => {
    const tg = a.target;
    if (!tg) return '';
    if ('unit' in tg) return names[tg.unit] ?? tg.unit;
    if ('cell' in tg) return `${tg.cell.q},${tg.cell.r}`;
    if ('statue' in tg) return '⚱';
    return '';
  };
  return (
    <section className="chain-panel" aria-label={t('match.chain')} data-testid="chain">
      <h3>
        {t('match.chain')} <Countdown />
      </h3>
      <ol>
        {actions.map((a) => (
          <li key={a.id} style={{ paddingLeft: `${depth(a.id) * 14}px` }} className={a.cursed ? 'cursed' : ''}>
            <span className="speed">⚡{a.speed}</span> <b>{names[a.source] ?? a.source}</b> ·{' '}
            {skillName(state, a.skill.id, lang)}
            {targetName(a) ? <> → {targetName(a)}</> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
