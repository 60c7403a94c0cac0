import type { Deposit } from '@contract/wallet';

export interface ConfirmationRule {
  readonly creditConfirmations: number;
  readonly unlockConfirmations: number;
}

/**
 * Where a deposit stands, as the list shows it: n/1 confirmations until it is credited, then credited (1/1) but
 * locked n/3 until it is withdrawable, then unlocked (3/3); one below the network's minimum is never credited.
 * `confirmations` is capped at the step's target: the chain keeps counting after the unlock, the list need not.
 */
export type DepositProgress =
  | { readonly stage: 'confirming'; readonly confirmations: number; readonly required: number }
  | { readonly stage: 'locked'; readonly confirmations: number; readonly credit: number; readonly required: number }
  | { readonly stage: 'unlocked'; readonly required: number }
  | { readonly stage: 'belowMinimum' };

export function depositProgress(deposit: Deposit, rule: ConfirmationRule): DepositProgress {
  const { creditConfirmations: credit, unlockConfirmations: unlock } = rule;
  switch (deposit.status) {
    case 'pending':
      return { stage: 'confirming', confirmations: Math.min(deposit.confirmations, credit), required: credit };
    case 'credited':
      return { stage: 'locked', confirmations: Math.min(deposit.confirmations, unlock), credit, required: unlock };
    case 'unlocked':
      return { stage: 'unlocked', required: unlock };
    case 'belowMinimum':
      return { stage: 'belowMinimum' };
  }
}
