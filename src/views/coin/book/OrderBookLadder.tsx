import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import type { Ticker } from '@contract/market';
import type { BookView } from '../../../streams';
import type { Ladder } from '../../components/book/ladderRows';
import { useLadder } from '../../components/book/useLadder';
import { EmptyState } from '../../components/StateViews';
import { QUOTE } from '../../../state/market';
import { LadderSide } from './LadderSide';
import { LastPrice } from './LastPrice';
import { createSideWriter } from './ladderWriter';

export const LADDER_DEPTH = 20;

export interface OrderBookLadderProps {
  /** frames of the book; while one is not ready (re)syncing, no level is shown, never a wrong book */
  book$: Observable<BookView>;
  /** the ticker, for the last price shown between the sides */
  ticker$: Observable<Ticker>;
  initialTicker: Ticker;
  base: string;
  pricePrecision: number;
  coinId: number;
}

/**
 * Top asks above, the last price, top bids below, with cumulative depth bars. An imperative sink
 * like the chart: React lays out the rows when their number changes, and each frame of the book
 * is written into them by createSideWriter, so the book costs no render per frame.
 */
export function OrderBookLadder({ book$, ticker$, initialTicker, base, pricePrecision, coinId }: OrderBookLadderProps) {
  const { t, i18n } = useTranslation();
  const askList = useRef<HTMLOListElement>(null);
  const bidList = useRef<HTMLOListElement>(null);
  const askBars = useRef<SVGPathElement>(null);
  const bidBars = useRef<SVGPathElement>(null);

  // A writer remembers the text it wrote, so another language (or format) starts new writers,
  // which write every cell again.
  const language = i18n.language;
  const draw = useMemo(() => {
    const format = { pricePrecision, coinId };
    const [asks, bids] = [createSideWriter(format), createSideWriter(format)];
    return (ladder: Ladder) => {
      if (askList.current) asks(askList.current, askBars.current, ladder.asks);
      if (bidList.current) bids(bidList.current, bidBars.current, ladder.bids);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- language is a key: new writers rewrite every cell in it
  }, [pricePrecision, coinId, language]);
  const { ref, shape } = useLadder<HTMLDivElement>(book$, LADDER_DEPTH, draw);

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
  return (
    <div className="order-book" ref={ref}>
      {shape.status === 'syncing' ? (
        <div className="ladder ladder--syncing" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('coin.book.syncing')}
        </div>
      ) : shape.status === 'empty' ? (
        <EmptyState text={t('coin.book.empty')} />
      ) : (
        <div className="ladder">
          <div className="ladder__head">
            <span>{labels.price}</span>
            <span>{labels.amount}</span>
          </div>
          <LadderSide side="ask" rows={shape.asks} label={labels.asks} listRef={askList} barsRef={askBars} />
          <LastPrice ticker$={ticker$} initial={initialTicker} pricePrecision={pricePrecision} label={labels.last} />
          <LadderSide side="bid" rows={shape.bids} label={labels.bids} listRef={bidList} barsRef={bidBars} />
        </div>
      )}
    </div>
  );
}
