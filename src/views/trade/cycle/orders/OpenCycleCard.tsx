import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import type { CycleOrder } from '@contract/cycle';
import { formatAmount, formatPrice } from '../../../../format';
import { USDT_COIN_ID } from '../../../../state/market';
import { getIndexTicks$ } from '../../../../streams';
import { useFrameSink, type FrameSink } from '../../../components/useFrameSink';
import { formatTickTime } from '../tickText';
import { countdownWriter, RING_LENGTH, type CountdownFrame, type CountdownTexts } from './countdownWriter';
import { countdownFrames$ } from './frameClock';
import { CycleCardHead } from './CycleCardHead';

interface Props {
  order: CycleOrder;
  /** the symbol's display name and price decimals (cycle/rules) */
  name: string;
  pricePrecision: number;
  /** the clock the ring turns with (countdownClock$) */
  clock$: Observable<unknown>;
  onEvidence: (id: string) => void;
}

/** An open order: the countdown ring, the entry price and the live index against it, all written per frame by the sink. */
export function OpenCycleCard({ order, name, pricePrecision, clock$, onEvidence }: Props) {
  const { t, i18n } = useTranslation();
  const frames$ = useMemo(() => countdownFrames$(clock$, getIndexTicks$(order.symbol)), [clock$, order.symbol]);
  const texts: CountdownTexts = {
    left: (seconds) => t('trade.cycle.orders.left', { count: seconds }),
    settling: t('trade.cycle.orders.settling'),
    standing: {
      win: t('trade.cycle.orders.standing.win'),
      lose: t('trade.cycle.orders.standing.lose'),
      tie: t('trade.cycle.orders.standing.tie'),
    },
  };
  const { ref } = useFrameSink<CountdownFrame, FrameSink<CountdownFrame>, HTMLLIElement>(
    frames$,
    (card) => countdownWriter(card, order, pricePrecision, texts),
    // a new language needs a writer with its words
    i18n.language,
  );
  return (
    <li ref={ref} className="record-card cycle-order" data-order-id={order.id} data-standing="none" onClick={() => onEvidence(order.id)}>
      <div className="cycle-order__top">
        <svg className="cycle-ring" viewBox="0 0 44 44" width="44" height="44" aria-hidden="true">
          <circle className="cycle-ring__track" cx="22" cy="22" r="18" />
          <circle
            data-part="ring"
            className="cycle-ring__arc"
            cx="22"
            cy="22"
            r="18"
            strokeDasharray={RING_LENGTH.toFixed(2)}
            strokeDashoffset="0"
            transform="rotate(-90 22 22)"
          />
        </svg>
        <CycleCardHead order={order} name={name} />
        <span className="cycle-order__left" data-part="left" role="timer" />
      </div>
      <dl className="record-card__cells">
        <div>
          <dt>{t('trade.cycle.stake.label')}</dt>
          <dd>{formatAmount(order.stake, USDT_COIN_ID)} USDT</dd>
        </div>
        <div>
          <dt>{t('trade.cycle.orders.entry')}</dt>
          <dd>
            {formatPrice(order.entry.price, pricePrecision)}
            <small className="cycle-order__time">{formatTickTime(order.entry.ts)}</small>
          </dd>
        </div>
        <div className="cycle-order__live">
          <dt>{t('trade.cycle.orders.live')}</dt>
          <dd>
            <span data-part="live" /> <small data-part="standing" />
          </dd>
        </div>
      </dl>
      <button type="button" className="button button--secondary cycle-order__evidence">
        {t('trade.cycle.orders.evidence')}
      </button>
    </li>
  );
}
