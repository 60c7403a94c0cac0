import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import type { Trade } from '@contract/market';
import { EmptyState, LoadingState } from '../../components/StateViews';
import { useFrameSinkDraw, type FrameLayout } from '../../components/useFrameSinkDraw';
import { QUOTE } from '../../../state/market';
import { createTradeRowsWriter } from './tradeRowsWriter';

export interface TradeListProps {
  /** frames of the latest trades, newest first */
  trades$: Observable<readonly Trade[]>;
  base: string;
  pricePrecision: number;
  coinId: number;
}

type TradesStatus = 'loading' | 'empty' | 'ready';

const TRADES_LAYOUT: FrameLayout<readonly Trade[], TradesStatus> = {
  initial: 'loading',
  of: (trades) => (trades.length ? 'ready' : 'empty'),
  same: (a, b) => a === b,
};

/**
 * The latest trades: time, price coloured by the taker's side, quantity. A frame sink: React lays
 * out loading, empty or the list, and each frame's trades are written into the list by
 * tradeRowsWriter (a row per new trade, none re-rendered), so the feed costs no render per frame.
 */
export function TradeList({ trades$, base, pricePrecision, coinId }: TradeListProps) {
  const { t, i18n } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  // A writer's rows are formatted in one language: another language starts a new writer, which
  // builds every row again.
  const language = i18n.language;
  const draw = useMemo(() => {
    const write = createTradeRowsWriter({ pricePrecision, coinId });
    return (trades: readonly Trade[]) => {
      if (list.current) write(list.current, trades);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- language is a key: a new writer rebuilds every row in it
  }, [pricePrecision, coinId, language]);
  const { ref, shape } = useFrameSinkDraw<readonly Trade[], HTMLDivElement, TradesStatus>(trades$, draw, TRADES_LAYOUT);
  const heads = useMemo(
    () => ({ time: t('coin.trades.time'), price: t('coin.trades.price', { quote: QUOTE }), amount: t('coin.trades.amount', { base }) }),
    [t, base],
  );
  return (
    <div className="trades-view" ref={ref}>
      {shape === 'loading' ? (
        <LoadingState />
      ) : shape === 'empty' ? (
        <EmptyState text={t('coin.trades.empty')} />
      ) : (
        <div className="trades">
          <div className="trades__head">
            <span>{heads.time}</span>
            <span>{heads.price}</span>
            <span>{heads.amount}</span>
          </div>
          <ol className="trades__list" ref={list} />
        </div>
      )}
    </div>
  );
}
