import type { TFunction } from 'i18next';
import type { OrderProblem } from './validateOrder';

/** The translated message of a refused order. */
export function problemText(t: TFunction, problem: OrderProblem): string {
  switch (problem.error) {
    case 'tooManyDecimals':
      return t('trade.errors.tooManyDecimals', { field: t(`trade.fields.${problem.field}`), decimals: problem.decimals });
    case 'belowMinimum':
      return t('trade.errors.belowMinimum', { min: problem.min });
    default:
      return t(`trade.errors.${problem.error}`);
  }
}
