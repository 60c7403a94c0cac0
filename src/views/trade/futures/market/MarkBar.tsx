import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { combineLatest, map, timer, type Observable } from 'rxjs';
import type { MarkTick, PerpetualTicker } from '@contract/futures';
import { formatPrice } from '../../../../format';
import { formatFundingRate } from '../../../../format/signed';
import { withAnimationFrame } from '../../../../streams';
import { useFrameSink, type FrameSink } from '../../../components/useFrameSink';
import { countdownText } from './countdown';

interface MarkFrame {
  tick: MarkTick;
  now: number;
}

const FIELDS = ['mark', 'index', 'funding', 'countdown'] as const;
type Field = (typeof FIELDS)[number];

/** Writes each frame's mark, index, funding rate and countdown into the bar's cells: no React render per tick. */
function createMarkWriter(element: HTMLDListElement, pricePrecision: number): FrameSink<MarkFrame> {
  const cell = Object.fromEntries(FIELDS.map((f) => [f, element.querySelector(`[data-field="${f}"]`)])) as Record<Field, Element | null>;
  const text = (field: Field, value: string) => {
    const target = cell[field];
    if (target && target.textContent !== value) target.textContent = value;
  };
  return {
    write: ({ tick, now }) => {
      text('mark', formatPrice(tick.mark, pricePrecision));
      text('index', formatPrice(tick.index, pricePrecision));
      text('funding', formatFundingRate(tick.fundingRate));
      text('countdown', countdownText(tick.nextFundingTime, now));
    },
    dispose: () => undefined,
  };
}

/** Mark and index price, the funding rate and the countdown to the next funding, live. */
export const MarkBar = memo(function MarkBar({ mark$, perp }: { mark$: Observable<MarkTick>; perp: PerpetualTicker }) {
  const { t } = useTranslation();
  // the first paint's countdown; the sink writes every later one, so a re-render must not put this one back
  const [openedAt] = useState(() => Date.now());
  const frames$ = useMemo(
    () =>
      combineLatest([mark$, timer(0, 1_000)]).pipe(
        map(([tick]): MarkFrame => ({ tick, now: Date.now() })),
        withAnimationFrame(),
      ),
    [mark$],
  );
  const { ref } = useFrameSink<MarkFrame, FrameSink<MarkFrame>, HTMLDListElement>(
    frames$,
    (element) => createMarkWriter(element, perp.pricePrecision),
    perp.pricePrecision,
  );
  const cells: [Field, string, string][] = [
    ['mark', t('trade.futuresRecords.fields.markPrice'), formatPrice(perp.mark, perp.pricePrecision)],
    ['index', t('trade.futures.market.index'), formatPrice(perp.index, perp.pricePrecision)],
    ['funding', t('trade.futures.market.funding'), formatFundingRate(perp.fundingRate)],
    ['countdown', t('trade.futures.market.countdown'), countdownText(perp.nextFundingTime, openedAt)],
  ];
  return (
    <dl className="mark-bar" ref={ref}>
      {cells.map(([field, label, initial]) => (
        <div key={field}>
          <dt>{label}</dt>
          <dd data-field={field}>{initial}</dd>
        </div>
      ))}
    </dl>
  );
});
