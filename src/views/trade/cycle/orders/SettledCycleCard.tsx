import { useTranslation } from 'react-i18next';
import type { CycleOrder } from '@contract/cycle';
import { formatAmount, formatPrice } from '../../../../format';
import { formatSignedAmount } from '../../../../format/signed';
import { USDT_COIN_ID } from '../../../../state/market';
import { formatTickTime } from '../tickText';
import { CycleCardHead } from './CycleCardHead';

interface Props {
  order: CycleOrder;
  name: string;
  pricePrecision: number;
  onEvidence: (id: string) => void;
}

/** A settled order (from the cycleOrders update): win, lose or tie, the profit, the entry and exit ticks with their times. */
export function SettledCycleCard({ order, name, pricePrecision, onEvidence }: Props) {
  const { t } = useTranslation();
  const outcome = order.outcome ?? 'tie';
  const tick = (label: string, price: string, ts: number) => (
    <div>
      <dt>{label}</dt>
      <dd>
        {formatPrice(price, pricePrecision)}
        <small className="cycle-order__time">{formatTickTime(ts)}</small>
      </dd>
    </div>
  );
  return (
    <li className="record-card cycle-order" data-order-id={order.id} data-outcome={outcome} onClick={() => onEvidence(order.id)}>
      <div className="cycle-order__top">
        <span className={`cycle-outcome cycle-outcome--${outcome}`}>{t(`trade.cycle.outcome.${outcome}`)}</span>
        <CycleCardHead order={order} name={name} />
      </div>
      <dl className="record-card__cells">
        <div>
          <dt>{t('trade.cycle.stake.label')}</dt>
          <dd>{formatAmount(order.stake, USDT_COIN_ID)} USDT</dd>
        </div>
        <div>
          <dt>{t('trade.cycle.orders.profit')}</dt>
          <dd className={`cycle-profit cycle-outcome--${outcome}`}>{formatSignedAmount(order.profit ?? '0', USDT_COIN_ID)} USDT</dd>
        </div>
        {tick(t('trade.cycle.orders.entry'), order.entry.price, order.entry.ts)}
        {order.exit && tick(t('trade.cycle.orders.exit'), order.exit.price, order.exit.ts)}
      </dl>
      <button type="button" className="button button--secondary cycle-order__evidence">
        {t('trade.cycle.orders.evidence')}
      </button>
    </li>
  );
}
