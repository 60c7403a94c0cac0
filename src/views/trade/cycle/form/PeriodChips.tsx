import type { KeyboardEvent } from 'react';
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

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The periods of the rules as chips: each shows its payout on a win and the expected return of the typed stake. A radio
 * group: Tab reaches the chosen chip, the arrow keys choose the next or previous one (and focus it).
 */
export function PeriodChips({ periods, selected, returnOf, onSelect }: Props) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const at = periods.findIndex((p) => p.seconds === selected);
    const next = periods[(at + step + periods.length) % periods.length];
    if (!next) return;
    onSelect(next.seconds);
    event.currentTarget.querySelector<HTMLElement>(`[data-seconds="${next.seconds}"]`)?.focus();
  };
  return (
    <div className="cycle-periods" role="radiogroup" aria-label={t('trade.cycle.period.label')} onKeyDown={onKeyDown}>
      {periods.map((period) => {
        const expected = returnOf(period);
        return (
          <button
            key={period.seconds}
            type="button"
            role="radio"
            aria-checked={period.seconds === selected}
            tabIndex={period.seconds === selected ? 0 : -1}
            data-seconds={period.seconds}
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
