import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@contract/futures';
import { floorTo } from '../../../../decimal';
import { formatAmount, formatPercent, formatPrice } from '../../../../format';
import { formatSignedAmount } from '../../../../format/signed';
import { getMark$ } from '../../../../streams';
import { livePnl$, type Valuation } from '../../../../state/futures';
import { trendOf, USDT_COIN_ID } from '../../../../state/market';
import { useFrameSink, type FrameSink } from '../../useFrameSink';

/** P/L is shown to the cent (cut towards zero); the exact value stays what the server computes. */
const CENTS = 2;

interface Shown {
  pnl: string;
  roe: string;
  mark: string;
  value: string;
}

const shownOf = (v: Valuation & { mark: string }, pricePrecision: number): Shown => ({
  pnl: formatSignedAmount(floorTo(v.unrealizedPnl, CENTS), USDT_COIN_ID),
  roe: formatPercent(v.roe),
  mark: formatPrice(v.mark, pricePrecision),
  value: formatAmount(floorTo(v.positionValue, CENTS), USDT_COIN_ID),
});

/** Writes P/L, yield (with their colour), mark price and position value: the DOM only, once a frame, never a render. */
function createValuationWriter(element: HTMLDListElement, pricePrecision: number): FrameSink<Valuation & { mark: string }> {
  const cell = (field: keyof Shown) => element.querySelector(`[data-field="${field}"]`);
  const cells = { pnl: cell('pnl'), roe: cell('roe'), mark: cell('mark'), value: cell('value') };
  return {
    write: (valuation) => {
      const shown = shownOf(valuation, pricePrecision);
      for (const field of Object.keys(cells) as (keyof Shown)[]) {
        const target = cells[field];
        if (target && target.textContent !== shown[field]) target.textContent = shown[field];
      }
      if (cells.pnl) cells.pnl.className = `record-trend--${trendOf(valuation.unrealizedPnl)}`;
      if (cells.roe) cells.roe.className = `record-trend--${trendOf(valuation.roe)}`;
    },
    dispose: () => undefined,
  };
}

/** Unrealised P/L, yield (ROE), mark price and position value, valued on the perpetual's mark every animation frame. */
export function LivePnl({ position, contractSize, pricePrecision }: { position: Position; contractSize: string; pricePrecision: number }) {
  const { t } = useTranslation();
  const frames$ = useMemo(() => livePnl$(position, contractSize, getMark$(position.symbol)), [position, contractSize]);
  const { ref } = useFrameSink<Valuation & { mark: string }, FrameSink<Valuation & { mark: string }>, HTMLDListElement>(
    frames$,
    (element) => createValuationWriter(element, pricePrecision),
    pricePrecision,
  );
  const initial = shownOf({ ...position, mark: position.markPrice }, pricePrecision);
  const rows: [keyof Shown, string, string | undefined][] = [
    ['pnl', t('trade.futuresRecords.fields.pnl'), `record-trend--${trendOf(position.unrealizedPnl)}`],
    ['roe', t('trade.futuresRecords.fields.roe'), `record-trend--${trendOf(position.roe)}`],
    ['mark', t('trade.futuresRecords.fields.markPrice'), undefined],
    ['value', t('trade.futuresRecords.fields.positionValue'), undefined],
  ];
  return (
    <dl className="record-card__pnl live-pnl" ref={ref}>
      {rows.map(([field, label, className]) => (
        <div key={field}>
          <dt>{label}</dt>
          <dd data-field={field} className={className}>
            {initial[field]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
