import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@contract/futures';
import { formatPercent } from '../../../../format';
import { formatSignedAmount } from '../../../../format/signed';
import { getMark$ } from '../../../../streams';
import { livePnl$, type Valuation } from '../../../../state/futures';
import { trendOf, USDT_COIN_ID } from '../../../../state/market';
import { useFrameSink, type FrameSink } from '../../../components/useFrameSink';

/** Writes P/L and yield with their colour: the DOM only, once a frame, never a React render per tick. */
function createPnlWriter(element: HTMLDListElement): FrameSink<Valuation> {
  const pnl = element.querySelector('[data-field="pnl"]');
  const roe = element.querySelector('[data-field="roe"]');
  const put = (target: Element | null, text: string, signed: string) => {
    if (!target) return;
    if (target.textContent !== text) target.textContent = text;
    target.className = `record-trend--${trendOf(signed)}`;
  };
  return {
    write: (value) => {
      put(pnl, formatSignedAmount(value.unrealizedPnl, USDT_COIN_ID), value.unrealizedPnl);
      put(roe, formatPercent(value.roe), value.roe);
    },
    dispose: () => undefined,
  };
}

/** Unrealised P/L and yield (ROE) of a position, valued on its perpetual's mark every animation frame. */
export function LivePnl({ position, contractSize }: { position: Position; contractSize: string }) {
  const { t } = useTranslation();
  const frames$ = useMemo(() => livePnl$(position, contractSize, getMark$(position.symbol)), [position, contractSize]);
  const { ref } = useFrameSink<Valuation, FrameSink<Valuation>, HTMLDListElement>(frames$, createPnlWriter);
  return (
    <dl className="record-card__pnl" ref={ref}>
      <div>
        <dt>{t('trade.futuresRecords.fields.pnl')}</dt>
        <dd data-field="pnl" className={`record-trend--${trendOf(position.unrealizedPnl)}`}>
          {formatSignedAmount(position.unrealizedPnl, USDT_COIN_ID)}
        </dd>
      </div>
      <div>
        <dt>{t('trade.futuresRecords.fields.roe')}</dt>
        <dd data-field="roe" className={`record-trend--${trendOf(position.roe)}`}>
          {formatPercent(position.roe)}
        </dd>
      </div>
    </dl>
  );
}
