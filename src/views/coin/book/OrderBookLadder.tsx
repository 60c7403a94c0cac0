import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Level } from '../../../../contract/market';
import { formatPrice } from '../../../format';
import { PriceFlash } from '../../components/PriceFlash';
import { EmptyState } from '../../components/StateViews';
import { QUOTE } from '../symbol';
import type { Trend } from '../trend';
import { LadderRow } from './LadderRow';
import { ladderRows } from './ladderRows';

export const LADDER_DEPTH = 20;

export interface OrderBookLadderProps {
  /** false while the book (re)syncs: no level is shown, never a wrong book */
  ready: boolean;
  bids: readonly Level[];
  asks: readonly Level[];
  /** the last traded price (decimal string), shown between the sides */
  last: string;
  /** sign of the 24 h change, colours the last price */
  trend: Trend;
  base: string;
  pricePrecision: number;
  coinId: number;
}

/** Top asks above, the last price, top bids below, with cumulative depth bars. Props only. */
export function OrderBookLadder({ ready, bids, asks, last, trend, base, pricePrecision, coinId }: OrderBookLadderProps) {
  const { t } = useTranslation();
  const ladder = useMemo(() => ladderRows(bids, asks, LADDER_DEPTH), [bids, asks]);
  if (!ready) {
    return (
      <div className="ladder ladder--syncing" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('coin.book.syncing')}
      </div>
    );
  }
  if (ladder.asks.length === 0 && ladder.bids.length === 0) return <EmptyState text={t('coin.book.empty')} />;
  const row = (side: 'ask' | 'bid') => (r: { price: string; qty: string; share: number }) => (
    <LadderRow key={r.price} side={side} {...r} pricePrecision={pricePrecision} coinId={coinId} />
  );
  return (
    <div className="ladder">
      <div className="ladder__head">
        <span>{t('coin.book.price', { quote: QUOTE })}</span>
        <span>{t('coin.book.amount', { base })}</span>
      </div>
      <ol className="ladder__side ladder__side--asks" aria-label={t('coin.book.asks')}>
        {ladder.asks.map(row('ask'))}
      </ol>
      <div className={`ladder__last trend-${trend}`} aria-label={t('coin.book.last')}>
        <PriceFlash value={Number(last)} text={formatPrice(last, pricePrecision)} />
      </div>
      <ol className="ladder__side ladder__side--bids" aria-label={t('coin.book.bids')}>
        {ladder.bids.map(row('bid'))}
      </ol>
    </div>
  );
}
