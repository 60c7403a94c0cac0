import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolSummary } from '@contract/market';
import { getTicker$ } from '../../../streams';
import { PairPickerSheet } from './PairPickerSheet';
import { SymbolBar } from './SymbolBar';

/** The pair being traded with its live 24 h change; tapping it opens the pair picker. Links to the pair's records. */
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
  const ticker = useObservableState(
    useMemo(() => getTicker$(summary.symbol), [summary.symbol]),
    summary.ticker,
  );
  return (
    <SymbolBar
      symbol={summary.symbol}
      name={summary.name}
      icon={summary.icon}
      base={summary.base}
      change24h={ticker.change24h}
      openLabel={t('trade.pair.open', { name: summary.name })}
      recordsHref={`/allRecord/${encodeURIComponent(summary.coinType)}`}
      onPair={onPair}
      picker={(control) => <PairPickerSheet summaries={summaries} {...control} />}
    />
  );
}
