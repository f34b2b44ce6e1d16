import type { GameState } from '../../../../../shared/rules';
import { cardName, useLanguage, useT } from '../../../i18n';
import { HoverCard } from '../../../cards/HoverCard';
import { itemCard } from '../../../cards/cardModels';

/** The face-up market (standard game, R-MARKET-1, O-15): items for 2 souls, equipment for 3, bought on the statue's board; each card's text on hover or focus. */
export function MarketPanel({ state }: { state: GameState }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const market = state.market;
  if (!market) return null;
  const chips = (cards: string[]) =>
    cards.length
      ? cards.map((c, i) => (
          <HoverCard key={`${c}-${i}`} card={itemCard(state, c, lang)} className="card-chip">
            {cardName(state, c, lang)}
          </HoverCard>
        ))
      : '–';
  return (
    <section className="market-panel" aria-label={t('match.market')} data-testid="market">
      <h3>{t('match.market')}</h3>
      <p>
        <span className="dim">{t('match.items')} (2):</span> {chips(market.items)}
      </p>
      <p>
        <span className="dim">{t('match.equipment')} (3):</span> {chips(market.equipment)}
      </p>
    </section>
  );
}
