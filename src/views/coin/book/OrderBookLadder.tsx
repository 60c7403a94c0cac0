import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Level } from '../../../../contract/market';
import { formatPrice } from '../../../format';
import { PriceFlash } from '../../components/PriceFlash';
import { EmptyState } from '../../components/StateViews';
import { QUOTE } from '../symbol';
import type { Trend } from '../trend';
import { DepthBars, depthBarsPath } from './DepthBars';
import { LadderRow } from './LadderRow';
import { ladderRows, type LadderRow as Row } from './ladderRows';

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
  // The ladder renders on every frame of the book: translating its labels each time costs more
  // than rendering the rows that changed, so they are translated once per language.
  const labels = useMemo(
    () => ({
      price: t('coin.book.price', { quote: QUOTE }),
      amount: t('coin.book.amount', { base }),
      asks: t('coin.book.asks'),
      bids: t('coin.book.bids'),
      last: t('coin.book.last'),
    }),
    [t, base],
  );
  const lastText = useMemo(() => formatPrice(last, pricePrecision), [last, pricePrecision]);
  if (!ready) {
    return (
      <div className="ladder ladder--syncing" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('coin.book.syncing')}
      </div>
    );
  }
  if (ladder.asks.length === 0 && ladder.bids.length === 0) return <EmptyState text={t('coin.book.empty')} />;
  const side = (name: 'ask' | 'bid', rows: readonly Row[], label: string) => (
    <div className="ladder__book">
      {rows.length > 0 && <DepthBars side={name} rows={rows.length} path={depthBarsPath(rows.map((r) => r.share))} />}
      <ol className={`ladder__side ladder__side--${name}s`} aria-label={label}>
        {rows.map((r) => (
          <LadderRow key={r.price} side={name} price={r.price} qty={r.qty} pricePrecision={pricePrecision} coinId={coinId} />
        ))}
      </ol>
    </div>
  );
  return (
    <div className="ladder">
      <div className="ladder__head">
        <span>{labels.price}</span>
        <span>{labels.amount}</span>
      </div>
      {side('ask', ladder.asks, labels.asks)}
      <div className={`ladder__last trend-${trend}`} aria-label={labels.last}>
        <PriceFlash value={Number(last)} text={lastText} />
      </div>
      {side('bid', ladder.bids, labels.bids)}
    </div>
  );
}
