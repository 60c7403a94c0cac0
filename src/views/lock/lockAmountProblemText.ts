import type { TFunction } from 'i18next';
import type { LockProduct } from '@contract/lock';
import { LOCK_AMOUNT_DECIMALS, type LockAmountProblem } from '../../state/lock';
import { lockAmount } from './lockText';

/** The translated message of an escrow amount the page refuses to send: the server's wording for the same rule. */
export function lockAmountProblemText(t: TFunction, problem: LockAmountProblem, product: LockProduct): string {
  switch (problem) {
    case 'empty':
      return t('lock.confirm.errors.empty');
    case 'zero':
      return t('lock.confirm.errors.zero');
    case 'decimals':
      return t('trade.errors.tooManyDecimals', { field: t('lock.confirm.amount'), decimals: LOCK_AMOUNT_DECIMALS });
    case 'belowMin':
      return t('lock.confirm.errors.belowMin', { min: lockAmount(product.minAmount) });
    case 'aboveMax':
      return t('lock.confirm.errors.aboveMax', { max: lockAmount(product.maxAmount) });
    case 'quota':
      return t('lock.confirm.errors.quota', { left: lockAmount(product.quotaLeft) });
    case 'balance':
      return t('trade.errors.insufficient');
  }
}
