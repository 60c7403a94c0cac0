import type { TFunction } from 'i18next';
import type { CyclePeriod } from '@contract/cycle';
import { CYCLE_AMOUNT_DECIMALS, type StakeProblem } from '../../../../state/cycle';
import { formatAmount } from '../../../../format';

/** The translated message of a stake the page refuses to send; the spot form's messages where the rule is the same. */
export function stakeProblemText(t: TFunction, problem: StakeProblem, period: CyclePeriod): string {
  switch (problem) {
    case 'empty':
      return t('trade.cycle.errors.empty');
    case 'zero':
      return t('trade.errors.amountZero');
    case 'decimals':
      return t('trade.errors.tooManyDecimals', { field: t('trade.cycle.stake.label'), decimals: CYCLE_AMOUNT_DECIMALS });
    case 'belowMin':
      return t('trade.cycle.errors.belowMin', { min: formatAmount(period.minStake) });
    case 'aboveMax':
      return t('trade.cycle.errors.aboveMax', { max: formatAmount(period.maxStake) });
    case 'balance':
      return t('trade.errors.insufficient');
  }
}
