import { useTranslation } from 'react-i18next';
import type { CycleOrder } from '@contract/cycle';
import './cycle-orders.css';

/** Direction (named, and coloured like buy and sell), symbol and period of a cycle order. */
export function CycleCardHead({ order, name }: { order: CycleOrder; name: string }) {
  const { t } = useTranslation();
  return (
    <div className="record-card__head cycle-order__head">
      <span className={`side-badge side-badge--${order.direction === 'up' ? 'buy' : 'sell'}`}>
        {t(`trade.cycle.direction.${order.direction}`)}
      </span>
      <strong>{name}</strong>
      <span className="record-card__type">{t('trade.cycle.period.seconds', { count: order.periodSeconds })}</span>
    </div>
  );
}
