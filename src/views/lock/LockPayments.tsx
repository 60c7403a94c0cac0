import { useTranslation } from 'react-i18next';
import type { LockOrder } from '@contract/lock';
import { lockDividendDue } from '@contract/lock-dates';
import { formatUtcDate, usdt } from './lockText';

/** An order's paid dividends (day, date, amount), oldest first; an active order without any says when the first comes. */
export function LockPayments({ order }: { order: LockOrder }) {
  const { t } = useTranslation();
  if (order.payments.length === 0) {
    if (order.status !== 'active') return null;
    return <p className="lock-note">{t('lock.records.noPayments', { date: formatUtcDate(lockDividendDue(order.startDate, 1)) })}</p>;
  }
  return (
    <details className="lock-payments">
      <summary>
        {t('lock.records.payments')} ({order.payments.length})
      </summary>
      <ol className="lock-payments__list" aria-label={t('lock.records.payments')}>
        {order.payments.map((payment) => (
          <li key={payment.day}>
            <span>{t('lock.records.paymentDay', { day: payment.day })}</span>
            <span>{formatUtcDate(payment.paidAt)}</span>
            <span className="lock-payments__amount">{usdt(payment.amount)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
