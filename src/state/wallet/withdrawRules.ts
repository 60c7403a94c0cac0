import type { AssetNetwork, Deposit, WithdrawLimits } from '@contract/wallet';
import { add, compare, fractionDigits, isPositive, mul, sub, sum } from '../../decimal';

/** The server takes at most 8 decimals (docs/wallet.md "Withdrawals", check 2). */
export const WITHDRAW_DECIMALS = 8;

export type WithdrawProblem =
  | 'addressEmpty'
  | 'amountZero'
  | 'tooManyDecimals'
  | 'belowMin'
  | 'aboveMax'
  | 'aboveDaily'
  | 'aboveKycCap'
  | 'insufficient'
  | 'fundPasswordEmpty';

export interface WithdrawForm {
  address: string;
  amount: string;
  fundPassword: string;
}

/** What the checks compare against: the chosen network, the user's limits, the withdrawable balance and the coin's price. */
export interface WithdrawContext {
  network: AssetNetwork;
  limits: WithdrawLimits;
  /** spot available minus locked deposits; null while the balances load (the server then checks alone) */
  withdrawable: string | null;
  /** USDT per one coin (1 for USDT); null when the market has no price yet (the server then checks alone) */
  usdtPrice: string | null;
}

/** The per-asset line of the limits, zero-filled for a coin the server did not list. */
export function assetLimitsOf(limits: WithdrawLimits, asset: string): { max: string; dailyMax: string; usedToday: string } {
  return limits.assets.find((a) => a.asset === asset) ?? { max: '0', dailyMax: '0', usedToday: '0' };
}

/** What may still be withdrawn today (UTC), never negative. */
export function dailyLeft(limits: WithdrawLimits, asset: string): string {
  const { dailyMax, usedToday } = assetLimitsOf(limits, asset);
  const left = sub(dailyMax, usedToday);
  return isPositive(left) ? left : '0';
}

/**
 * Spot available minus the credited deposits of that coin not yet unlocked (docs/wallet.md "Deposits": they count in the
 * balance but may not leave before 3 confirmations), never negative.
 */
export function withdrawableOf(available: string | null, deposits: readonly Deposit[], asset: string): string | null {
  if (available === null) return null;
  const locked = sum(deposits.filter((d) => d.asset === asset && d.status === 'credited').map((d) => d.amount));
  const left = sub(available, locked);
  return isPositive(left) ? left : '0';
}

/** The balance falls by the amount plus the network's fee; the address receives the amount. */
export function totalDebit(amount: string, network: AssetNetwork): string {
  return add(amount === '' ? '0' : amount, network.withdrawFee);
}

/** "All": the most that leaves room for the fee, or null when even the fee is not covered. */
export function allAmount(withdrawable: string | null, network: AssetNetwork): string | null {
  if (withdrawable === null) return null;
  const most = sub(withdrawable, network.withdrawFee);
  return isPositive(most) ? most : null;
}

/** The checks of docs/wallet.md "Withdrawals" the client can make, in the server's order; the address checksum is the server's. */
export function checkWithdrawal(form: WithdrawForm, ctx: WithdrawContext): WithdrawProblem | null {
  const { network, limits, withdrawable, usdtPrice } = ctx;
  if (form.address.trim() === '') return 'addressEmpty';
  if (form.amount === '' || !isPositive(form.amount)) return 'amountZero';
  if (fractionDigits(form.amount) > WITHDRAW_DECIMALS) return 'tooManyDecimals';
  if (compare(form.amount, network.withdrawMin) < 0) return 'belowMin';
  if (compare(form.amount, assetLimitsOf(limits, network.asset).max) > 0) return 'aboveMax';
  if (form.fundPassword === '') return 'fundPasswordEmpty';
  if (compare(form.amount, dailyLeft(limits, network.asset)) > 0) return 'aboveDaily';
  if (usdtPrice !== null && compare(mul(form.amount, usdtPrice), limits.kycCapUsdt) > 0) return 'aboveKycCap';
  if (withdrawable !== null && compare(totalDebit(form.amount, network), withdrawable) > 0) return 'insufficient';
  return null;
}
