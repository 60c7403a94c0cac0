import { useObservableState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SymbolSummary } from '@contract/market';
import { formatPercent } from '../../../format';
import { getTicker$ } from '../../../streams';
import { trendOf } from '../../../state/market';
import { CoinIcon } from '../../components/CoinIcon';
import { PairPickerSheet } from './PairPickerSheet';

/** The pair being traded with its 24 h change; tapping it opens the pair picker. Links to the pair's records. */
export function PairBar({
  summary,
  summaries,
  onPair,
}: {
  summary: SymbolSummary;
  summaries: readonly SymbolSummary[];
  onPair: (symbol: string) => void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const ticker = useObservableState(
    useMemo(() => getTicker$(summary.symbol), [summary.symbol]),
    summary.ticker,
  );
  return (
    <div className="pair-bar">
      <button
        type="button"
        className="pair-bar__pick"
        aria-haspopup="dialog"
        aria-label={t('trade.pair.open', { name: summary.name })}
        onClick={() => setPicking(true)}
      >
        <CoinIcon src={summary.icon} base={summary.base} size={24} />
        <strong>{summary.name}</strong>
        <span className="pair-bar__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <span className={`pair-bar__change trade-trend--${trendOf(ticker.change24h)}`}>{formatPercent(ticker.change24h)}</span>
      <Link className="pair-bar__records" to={`/allRecord/${encodeURIComponent(summary.coinType)}`}>
        {t('trade.open.all')}
      </Link>
      {picking && (
        <PairPickerSheet
          summaries={summaries}
          current={summary.symbol}
          onClose={() => setPicking(false)}
          onPick={(symbol) => {
            setPicking(false);
            if (symbol !== summary.symbol) onPair(symbol);
          }}
        />
      )}
    </div>
  );
}
