import { memo, useCallback, useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import { formatPrice } from '../../../format';
import type { Ladder } from '../../components/book/ladderRows';
import type { BookFrame } from '../../components/book/bookFrame';
import { useLadder } from '../../components/book/useLadder';
import { PriceFlash } from '../../components/PriceFlash';
import { createLevelWriter } from './levelWriter';

/** Levels a side: what fits beside the order form on a 390 × 844 screen with 44 px touch targets. */
export const TRADE_LADDER_DEPTH = 4;

export interface TradeLadderProps {
  /** frames of the book; while one is not ready (re)syncing, no level is shown, never a wrong book */
  book$: Observable<BookFrame>;
  last: string;
  trend: 'up' | 'down' | 'flat';
  base: string;
  pricePrecision: number;
  coinId: number;
  /** a perpetual's book counts lots, not coins */
  formatQty?: (raw: string) => string;
  /** tapping a level puts its price into the form */
  onPickPrice: (price: string) => void;
}

type Side = 'ask' | 'bid';

interface SideProps {
  side: Side;
  /** how many level buttons to lay out; their text is written by the ladder's writer (levelWriter.ts) */
  rows: number;
  listRef: Ref<HTMLOListElement>;
  onPick: (side: Side, row: number) => void;
}

/** One side's level buttons, rendered only when their number changes; each frame is written into them. */
const TradeSide = memo(function TradeSide({ side, rows, listRef, onPick }: SideProps) {
  return (
    <ol className={`trade-book__side trade-book__side--${side}s`} ref={listRef}>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i}>
          <button type="button" className={`trade-level trade-level--${side}`} onClick={() => onPick(side, i)}>
            <span className="trade-level__bar" aria-hidden="true" />
            <span className="trade-level__price" />
            <span className="trade-level__qty" />
          </button>
        </li>
      ))}
    </ol>
  );
});

/**
 * Asks above, the last price, bids below. Shows "syncing" rather than a book that may be wrong. The
 * book is a frame sink (useLadder): it renders when its number of levels changes, not per frame.
 */
export function TradeLadder({ book$, last, trend, base, pricePrecision, coinId, formatQty, onPickPrice }: TradeLadderProps) {
  const { t, i18n } = useTranslation();
  const askList = useRef<HTMLOListElement>(null);
  const bidList = useRef<HTMLOListElement>(null);
  const pickPrice = useRef(onPickPrice);
  useLayoutEffect(() => {
    pickPrice.current = onPickPrice;
  });

  // Writers remember what they wrote, so another language (or format) starts new ones.
  const language = i18n.language;
  const draw = useMemo(() => {
    const format = { pricePrecision, coinId, formatQty, pickLabel: (price: string) => t('trade.book.pick', { price, lng: language }) };
    const [asks, bids] = [createLevelWriter(format), createLevelWriter(format)];
    return (ladder: Ladder) => {
      if (askList.current) asks(askList.current, ladder.asks);
      if (bidList.current) bids(bidList.current, ladder.bids);
    };
  }, [pricePrecision, coinId, formatQty, t, language]);
  const { ref, shape, latest } = useLadder<HTMLElement>(book$, TRADE_LADDER_DEPTH, draw);
  const onPick = useCallback(
    (side: Side, row: number) => {
      const level = latest.current?.[side === 'ask' ? 'asks' : 'bids'][row];
      if (level) pickPrice.current(level.price);
    },
    [latest],
  );

  return (
    <section className="trade-book" aria-label={t('trade.book.label')} ref={ref}>
      <div className="trade-book__head">
        <span>{t('trade.book.price', { quote: 'USDT' })}</span>
        <span>{t('trade.book.qty', { base })}</span>
      </div>
      {shape.status === 'syncing' ? (
        <div className="trade-book__note" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('trade.book.syncing')}
        </div>
      ) : shape.status === 'empty' ? (
        <p className="trade-book__note" role="status">
          {t('trade.book.empty')}
        </p>
      ) : (
        <TradeSide side="ask" rows={shape.asks} listRef={askList} onPick={onPick} />
      )}
      <div className={`trade-book__last trade-trend--${trend}`} aria-label={t('trade.book.last')}>
        <PriceFlash value={Number(last)} text={formatPrice(last, pricePrecision)} />
      </div>
      {shape.status !== 'syncing' && <TradeSide side="bid" rows={shape.bids} listRef={bidList} onPick={onPick} />}
    </section>
  );
}
