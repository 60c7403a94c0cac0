import { useTranslation } from 'react-i18next';
import type { LockProduct } from '@contract/lock';
import { lockEndDate, lockStartDate } from '@contract/lock-dates';
import { NOT_A_NUMBER } from '../../format';
import { lockDailyDividend, lockTotalEarnings } from '../../state/lock';
import { LockFigures } from './LockFigures';
import { formatUtcDate, ratePercent, usdt } from './lockText';

interface Props {
  product: LockProduct;
  /** an amount the form accepts, or null while the typed one is not (nothing is estimated from it) */
  amount: string | null;
  /** when the subscription would be accepted: its dates follow from it (docs/lock-mining.md "Dates") */
  now: number;
}

/** What the typed amount earns (daily dividend, total to the end date), the order's dates and the early-redemption rule. */
export function LockQuote({ product, amount, now }: Props) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('lock.confirm.dailyDividend'), amount === null ? NOT_A_NUMBER : usdt(lockDailyDividend(amount, product.dailyRate))],
    [t('lock.confirm.totalEarnings'), amount === null ? NOT_A_NUMBER : usdt(lockTotalEarnings(amount, product))],
    [t('lock.confirm.startDate'), formatUtcDate(lockStartDate(now))],
    [t('lock.confirm.endDate'), formatUtcDate(lockEndDate(now, product.cycleDays))],
  ];
  return (
    <>
      <LockFigures rows={rows} live />
      <p className="lock-note">{t('lock.confirm.datesNote')}</p>
      <p className="lock-note lock-note--rule" data-testid="lock-penalty-rule">
        {t('lock.confirm.penaltyRule', { rate: ratePercent(product.penaltyRate) })}
      </p>
    </>
  );
}
