import type { Deposit } from '@contract/wallet';

/**
 * Where a deposit stands, as the list shows it: n/1 confirmations until it is credited, n/3 until it is unlocked
 * (credited but not yet withdrawable), then unlocked; one below the network's minimum is never credited.
 */
export type DepositProgress =
  | { readonly stage: 'confirming'; readonly confirmations: number; readonly required: number }
  | { readonly stage: 'locked'; readonly confirmations: number; readonly required: number }
  | { readonly stage: 'unlocked' }
  | { readonly stage: 'belowMinimum' };

export interface ConfirmationRule {
  readonly creditConfirmations: number;
  readonly unlockConfirmations: number;
}

export function depositProgress(deposit: Deposit, rule: ConfirmationRule): DepositProgress {
  switch (deposit.status) {
    case 'pending':
      return {
        stage: 'confirming',
        confirmations: Math.min(deposit.confirmations, rule.creditConfirmations),
        required: rule.creditConfirmations,
      };
    case 'credited':
      return {
        stage: 'locked',
        confirmations: Math.min(deposit.confirmations, rule.unlockConfirmations),
        required: rule.unlockConfirmations,
      };
    case 'unlocked':
      return { stage: 'unlocked' };
    case 'belowMinimum':
      return { stage: 'belowMinimum' };
  }
}
