import type { TFunction } from 'i18next';
import type { FuturesOrderProblem } from './validateFuturesOrder';

/** The translated message of a refused futures order; the spot form's messages where the rule is the same. */
export function futuresProblemText(t: TFunction, problem: FuturesOrderProblem): string {
  switch (problem.error) {
    case 'priceZero':
    case 'quantityZero':
    case 'insufficient':
      return t(`trade.errors.${problem.error}`);
    case 'tooManyDecimals':
      return t('trade.errors.tooManyDecimals', { field: t(`trade.futures.fields.${problem.field}`), decimals: problem.decimals });
    case 'tooManyLots':
      return t('trade.futures.errors.tooManyLots', { max: problem.max });
    default:
      return t(`trade.futures.errors.${problem.error}`);
  }
}
