import { useObservableEagerState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolSummary } from '@contract/market';
import { formatPercent, formatPrice } from '../../../format';
import { trendOf, searchSymbols } from '../../../state/market';
import { liveTickers$, joinTickers } from '../../../state/tickers';
import { BottomSheet } from '../../components/BottomSheet';
import { Icon } from '../../components/Icon';
import { EmptyState } from '../../components/StateViews';

interface Props {
  summaries: readonly SymbolSummary[];
  current: string;
  onPick: (symbol: string) => void;
  onClose: () => void;
}

/** A bottom sheet listing the market/list pairs with live prices and a search box. */
export function PairPickerSheet({ summaries, current, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const tickers = useObservableEagerState(liveTickers$);
  const rows = useMemo(() => joinTickers(searchSymbols(summaries, query), tickers), [summaries, query, tickers]);

  return (
    <BottomSheet title={t('trade.pair.title')} closeLabel={t('trade.pair.close')} onClose={onClose}>
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
          {rows.map(({ summary, ticker }) => (
            <li key={summary.symbol}>
              <button
                type="button"
                className="pair-option"
                aria-current={summary.symbol === current}
                onClick={() => onPick(summary.symbol)}
              >
                <strong>{summary.name}</strong>
                <span className="pair-option__price">{formatPrice(ticker.last, summary.pricePrecision)}</span>
                <span className={`pair-option__change trade-trend--${trendOf(ticker.change24h)}`}>{formatPercent(ticker.change24h)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </BottomSheet>
  );
}
