import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Level } from '@contract/market';
import { formatAmount, formatPrice } from '../../../format';
import { ladderRows } from '../../components/book/ladderRows';
import { PriceFlash } from '../../components/PriceFlash';

/** Levels a side: what fits beside the order form on a 390 × 844 screen with 44 px touch targets. */
export const TRADE_LADDER_DEPTH = 4;

export interface TradeLadderProps {
  ready: boolean;
  bids: readonly Level[];
  asks: readonly Level[];
  last: string;
  trend: 'up' | 'down' | 'flat';
  base: string;
  pricePrecision: number;
  coinId: number;
  /** tapping a level puts its price into the form */
  onPickPrice: (price: string) => void;
}

interface RowProps {
  side: 'ask' | 'bid';
  price: string;
  qty: string;
  share: number;
  pricePrecision: number;
  coinId: number;
  onPickPrice: (price: string) => void;
}

const LadderLevel = memo(function LadderLevel({ side, price, qty, share, pricePrecision, coinId, onPickPrice }: RowProps) {
  const { t } = useTranslation();
  const shown = formatPrice(price, pricePrecision);
  return (
    <li>
      <button
        type="button"
        className={`trade-level trade-level--${side}`}
        aria-label={t('trade.book.pick', { price: shown })}
        onClick={() => onPickPrice(price)}
      >
        <span className="trade-level__bar" style={{ transform: `scaleX(${share / 100})` }} aria-hidden="true" />
        <span className="trade-level__price">{shown}</span>
        <span className="trade-level__qty">{formatAmount(qty, coinId)}</span>
      </button>
    </li>
  );
});

/** Asks above, the last price, bids below; props only. Shows "syncing" rather than a book that may be wrong. */
export function TradeLadder({ ready, bids, asks, last, trend, base, pricePrecision, coinId, onPickPrice }: TradeLadderProps) {
  const { t } = useTranslation();
  const ladder = useMemo(() => ladderRows(bids, asks, TRADE_LADDER_DEPTH), [bids, asks]);
  const row = (side: 'ask' | 'bid') => (r: { price: string; qty: string; share: number }) => (
    <LadderLevel key={r.price} side={side} {...r} pricePrecision={pricePrecision} coinId={coinId} onPickPrice={onPickPrice} />
  );
  return (
    <section className="trade-book" aria-label={t('trade.book.label')}>
      <div className="trade-book__head">
        <span>{t('trade.book.price', { quote: 'USDT' })}</span>
        <span>{t('trade.book.qty', { base })}</span>
      </div>
      {!ready ? (
        <div className="trade-book__note" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('trade.book.syncing')}
        </div>
      ) : ladder.asks.length + ladder.bids.length === 0 ? (
        <p className="trade-book__note" role="status">
          {t('trade.book.empty')}
        </p>
      ) : (
        <ol className="trade-book__side trade-book__side--asks">{ladder.asks.map(row('ask'))}</ol>
      )}
      <div className={`trade-book__last trade-trend--${trend}`} aria-label={t('trade.book.last')}>
        <PriceFlash value={Number(last)} text={formatPrice(last, pricePrecision)} />
      </div>
      {ready && <ol className="trade-book__side trade-book__side--bids">{ladder.bids.map(row('bid'))}</ol>}
    </section>
  );
}
