import { useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatPrice, formatVolume } from '../../../format';
import type { Readout } from '../../components/charts/kline/readout';
import { barTimeLabel } from '../../components/charts/timeLabels';

export interface ReadoutHandle {
  show(readout: Readout | null): void;
}

const FIELDS = ['time', 'open', 'high', 'low', 'close', 'change', 'volume'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The crosshair read-out (time, OHLC, change, volume) of the hovered bar, or of the live bar. React
 * renders the labels once; the chart writes the values straight into the DOM through `ref`, so a
 * frame or a cursor move costs no render.
 */
export function OhlcReadout({ ref, pricePrecision }: { ref: Ref<ReadoutHandle>; pricePrecision: number }) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDListElement>(null);

  useImperativeHandle(ref, () => {
    const cells = new Map<Field, HTMLElement>();
    for (const field of FIELDS) {
      const el = rootRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`);
      if (el) cells.set(field, el);
    }
    const write = (field: Field, text: string) => {
      const el = cells.get(field);
      if (el && el.textContent !== text) el.textContent = text;
    };
    return {
      show(r) {
        const price = (v: number | undefined) => (v === undefined ? '--' : formatPrice(v, pricePrecision));
        write('time', r ? barTimeLabel(r.time) : '--');
        write('open', price(r?.open));
        write('high', price(r?.high));
        write('low', price(r?.low));
        write('close', price(r?.close));
        write('change', r ? formatPercent(r.change) : '--');
        write('volume', r ? formatVolume(r.volume) : '--');
        const trend = !r || r.change === 0 ? 'flat' : r.change > 0 ? 'up' : 'down';
        const root = rootRef.current;
        if (root && root.dataset.trend !== trend) root.dataset.trend = trend;
      },
    };
  }, [pricePrecision]);

  const labels: Record<Field, string> = {
    time: t('coin.readout.time'),
    open: t('coin.readout.open'),
    high: t('coin.readout.high'),
    low: t('coin.readout.low'),
    close: t('coin.readout.close'),
    change: t('coin.readout.change'),
    volume: t('coin.readout.volume'),
  };
  return (
    <dl className="ohlc-readout" ref={rootRef} aria-live="off">
      {FIELDS.map((field) => (
        <div key={field} className={`ohlc-readout__item ohlc-readout__item--${field}`}>
          <dt>{labels[field]}</dt>
          <dd data-field={field}>--</dd>
        </div>
      ))}
    </dl>
  );
}
