import { useTranslation } from 'react-i18next';
import type { CyclePeriod } from '@contract/cycle';
import { formatAmount, NOT_A_NUMBER } from '../../../../format';
import { USDT_COIN_ID } from '../../../../state/market';
import { formatRate } from './ratePercent';

interface Props {
  periods: readonly CyclePeriod[];
  selected: number;
  /** what a win would pay back on the typed stake for a period, null while the stake is not one it accepts */
  returnOf: (period: CyclePeriod) => string | null;
  onSelect: (seconds: number) => void;
}

/** The periods of the rules as chips: each shows its payout on a win and the expected return of the typed stake. */
export function PeriodChips({ periods, selected, returnOf, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <div className="cycle-periods" role="radiogroup" aria-label={t('trade.cycle.period.label')}>
      {periods.map((period) => {
        const expected = returnOf(period);
        return (
          <button
            key={period.seconds}
            type="button"
            role="radio"
            aria-checked={period.seconds === selected}
            className="cycle-period"
            onClick={() => onSelect(period.seconds)}
          >
            <strong>{t('trade.cycle.period.seconds', { count: period.seconds })}</strong>
            <span className="cycle-period__payout">{formatRate(period.payoutRate)}</span>
            <span className="cycle-period__return">{expected === null ? NOT_A_NUMBER : formatAmount(expected, USDT_COIN_ID)}</span>
          </button>
        );
      })}
    </div>
  );
}
