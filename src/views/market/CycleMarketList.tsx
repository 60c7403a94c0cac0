import { useObservableEagerState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import type { CycleRules } from '@contract/cycle';
import { CYCLE_CATEGORIES } from '@contract/cycle-categories';
import { cycleSymbolsOf } from '../../state/cycle';
import { liveTickers$ } from '../../state/tickers';
import { CycleSymbolRow } from './CycleSymbolRow';

/**
 * The cycle symbols under a header per category. The index of a symbol is its spot pair's last trade price, which the
 * `tickers` channel already carries for every pair (with the 24 h change): one shared subscription for the whole list,
 * where the `index.<SYMBOL>` channels would be one each, with a 300-tick snapshot apiece.
 */
export function CycleMarketList({ rules }: { rules: CycleRules }) {
  const { t } = useTranslation();
  const tickers = useObservableEagerState(liveTickers$);
  return (
    <>
      {CYCLE_CATEGORIES.map((category) => {
        const symbols = cycleSymbolsOf(rules, category);
        if (symbols.length === 0) return null;
        const titleId = `cycle-market-${category}`;
        return (
          <section key={category} aria-labelledby={titleId}>
            <h2 id={titleId} className="section-title">
              {t(`market.cycle.${category}`)}
            </h2>
            <ul className="coin-list">
              {symbols.map((symbol) => (
                <CycleSymbolRow key={symbol.symbol} symbol={symbol} ticker={tickers.get(symbol.symbol)} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
