import { useObservableEagerState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CycleSymbol } from '@contract/cycle';
import { formatPercent, formatPrice, NOT_A_NUMBER } from '../../../../format';
import { trendOf } from '../../../../state/market';
import { liveTickers$ } from '../../../../state/tickers';
import { BottomSheet } from '../../../components/BottomSheet';
import { Icon } from '../../../components/Icon';
import { EmptyState } from '../../../components/StateViews';

interface Props {
  /** the symbols of the category on screen */
  symbols: readonly CycleSymbol[];
  current: string;
  onPick: (symbol: string) => void;
  onClose: () => void;
}

/** The category's cycle symbols with their live index (the spot pair's last price, which is the index) and a search box. */
export function CycleSymbolSheet({ symbols, current, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const tickers = useObservableEagerState(liveTickers$);
  const rows = useMemo(() => {
    const wanted = query.trim().toUpperCase();
    return symbols.filter((s) => wanted === '' || s.symbol.includes(wanted) || s.name.toUpperCase().includes(wanted));
  }, [symbols, query]);
  return (
    <BottomSheet title={t('trade.cycle.symbol.title')} closeLabel={t('trade.pair.close')} onClose={onClose}>
      <label className="search-box sheet__search">
        <Icon name="search" size={20} />
        <input
          className="search-box__input"
          type="search"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          value={query}
          placeholder={t('trade.pair.search')}
          aria-label={t('trade.pair.search')}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </label>
      {rows.length === 0 ? (
        <EmptyState text={t('trade.pair.empty', { query: query.trim() })} />
      ) : (
        <ul className="sheet__list">
          {rows.map((s) => {
            const ticker = tickers.get(s.symbol);
            return (
              <li key={s.symbol}>
                <button type="button" className="pair-option" aria-current={s.symbol === current} onClick={() => onPick(s.symbol)}>
                  <strong>{s.name}</strong>
                  <span className="pair-option__price">{ticker ? formatPrice(ticker.last, s.pricePrecision) : NOT_A_NUMBER}</span>
                  <span className={`pair-option__change trade-trend--${trendOf(ticker?.change24h ?? '0')}`}>
                    {ticker ? formatPercent(ticker.change24h) : NOT_A_NUMBER}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </BottomSheet>
  );
}
