import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockOrder } from '@contract/lock';
import { useRevocable } from '../../state/lock';
import { RecordCells } from '../components/records/RecordCells';
import { formatUtcDate, ratePercent, usdt } from './lockText';
import { LockPayments } from './LockPayments';

interface Props {
  order: LockOrder;
  /** opens the early-redemption sheet; only an active order offers it, once interest has started */
  onRedeem: (order: LockOrder) => void;
  /** opens the revoke sheet; offered instead of early redemption before interest starts */
  onRevoke: (order: LockOrder) => void;
}

/** One lock order (revoke before interest starts, then redeem early): status, escrow, cumulative earnings, dates, rate, cycle, daily dividend, penalty if any, its payments. */
function LockOrderCardView({ order, onRedeem, onRevoke }: Props) {
  const { t } = useTranslation();
  const revocable = useRevocable(order);
  const cells: [string, string][] = [
    [t('lock.records.escrow'), usdt(order.amount)],
    [t('lock.records.earnings'), usdt(order.cumulativeEarnings)],
    [t('lock.records.startDate'), formatUtcDate(order.startDate)],
    [t('lock.records.endDate'), formatUtcDate(order.endDate)],
    [t('lock.records.dailyRate'), ratePercent(order.dailyRate)],
    [t('lock.records.cycle'), t('lock.products.cycle', { days: order.cycleDays })],
    [t('lock.records.dailyDividend'), usdt(order.dailyDividend)],
  ];
  if (order.penalty !== null) cells.push([t('lock.records.penalty'), usdt(order.penalty)]);
  return (
    <li className="record-card lock-order" data-order-id={order.id} data-status={order.status}>
      <div className="lock-order__top">
        <strong>{t('lock.products.cycle', { days: order.cycleDays })}</strong>
        <span className={`lock-status lock-status--${order.status}`}>{t(`lock.records.statuses.${order.status}`)}</span>
      </div>
      <RecordCells cells={cells} />
      <LockPayments order={order} />
      {revocable ? (
        <button type="button" className="button button--secondary lock-order__redeem" onClick={() => onRevoke(order)}>
          {t('lock.records.revoke')}
        </button>
      ) : (
        order.status === 'active' && (
          <button type="button" className="button button--secondary lock-order__redeem" onClick={() => onRedeem(order)}>
            {t('lock.records.redeem')}
          </button>
        )
      )}
    </li>
  );
}

/** Props only: a card re-renders when its order changes (a dividend, a redemption), not when another one does. */
export const LockOrderCard = memo(LockOrderCardView);
