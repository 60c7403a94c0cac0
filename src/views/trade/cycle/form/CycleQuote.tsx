import { useTranslation } from 'react-i18next';
import type { CyclePeriod } from '@contract/cycle';
import { formatAmount, NOT_A_NUMBER } from '../../../../format';
import { USDT_COIN_ID } from '../../../../state/market';
import { formatRate } from './ratePercent';

interface Props {
  period: CyclePeriod;
  /** the fee and the expected return of the typed stake, null while the stake is not one the period accepts */
  quote: { fee: string; expected: string } | null;
  /** spot USDT available; null when signed out or not loaded yet */
  available: string | null;
}

/** What the user sees before buying: payout rate, fee, expected return on a win, the available USDT and the tie rule. */
export function CycleQuote({ period, quote, available }: Props) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('trade.cycle.quote.payout'), formatRate(period.payoutRate)],
    [
      t('trade.cycle.quote.fee', { rate: formatRate(period.feeRate) }),
      quote ? `${formatAmount(quote.fee, USDT_COIN_ID)} USDT` : NOT_A_NUMBER,
    ],
    [t('trade.cycle.quote.expected'), quote ? `${formatAmount(quote.expected, USDT_COIN_ID)} USDT` : NOT_A_NUMBER],
  ];
  if (available !== null) rows.push([t('trade.form.available'), `${formatAmount(available, USDT_COIN_ID)} USDT`]);
  return (
    <>
      <dl className="order-summary cycle-quote">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="cycle-quote__tie">{t('trade.cycle.quote.tie')}</p>
    </>
  );
}
