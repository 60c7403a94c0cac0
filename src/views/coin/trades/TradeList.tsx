import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trade } from '@contract/market';
import { EmptyState, LoadingState } from '../../components/StateViews';
import { QUOTE } from '../../../state/market';
import { TradeRow } from './TradeRow';

/** Rows shown: a phone screen's worth; the feed keeps up to 100. */
export const TRADES_SHOWN = 30;

export interface TradeListProps {
  /** newest first; undefined until the first frame */
  trades: readonly Trade[] | undefined;
  base: string;
  pricePrecision: number;
  coinId: number;
}

/** The latest trades: time, price coloured by the taker's side, quantity. Props only. */
export function TradeList({ trades, base, pricePrecision, coinId }: TradeListProps) {
  const { t } = useTranslation();
  // Rendered on every frame with new trades: the headings are translated once per language.
  const heads = useMemo(
    () => ({ time: t('coin.trades.time'), price: t('coin.trades.price', { quote: QUOTE }), amount: t('coin.trades.amount', { base }) }),
    [t, base],
  );
  if (!trades) return <LoadingState />;
  if (trades.length === 0) return <EmptyState text={t('coin.trades.empty')} />;
  return (
    <div className="trades">
      <div className="trades__head">
        <span>{heads.time}</span>
        <span>{heads.price}</span>
        <span>{heads.amount}</span>
      </div>
      <ol className="trades__list">
        {trades.slice(0, TRADES_SHOWN).map((trade) => (
          <TradeRow key={trade.id} trade={trade} pricePrecision={pricePrecision} coinId={coinId} />
        ))}
      </ol>
    </div>
  );
}
