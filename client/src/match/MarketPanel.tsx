import type { GameState } from '../../../shared/rules';
import { cardName, useLanguage, useT } from '../i18n';

/** The face-up market (standard game, R-MARKET-1, O-15): items for 2 souls, equipment for 3, bought on the statue's board. */
export function MarketPanel({ state }: { state: GameState }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const market = state.market;
  if (!market) return null;
  return (
    <section className="market-panel" aria-label={t('match.market')}>
      <h3>{t('match.market')}</h3>
      <p>
        <span className="dim">{t('match.items')} (2):</span> {market.items.map((c) => cardName(state, c, lang)).join(', ') || '–'}
      </p>
      <p>
        <span className="dim">{t('match.equipment')} (3):</span> {market.equipment.map((c) => cardName(state, c, lang)).join(', ') || '–'}
      </p>
    </section>
  );
}
