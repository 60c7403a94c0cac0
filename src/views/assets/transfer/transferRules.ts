import type { Balance, TransferReq, Wallet } from '@contract/assets';
import { canonical, compare, fractionDigits, isDecimal, isPositive } from '../../../decimal';
import { USDT } from '../../../state/market';

/** The ledger keeps 8 decimals of every asset. */
export const TRANSFER_DECIMALS = 8;

/** Transfers go between the spot and contract accounts only, so the destination is always the other one. */
export function otherWallet(wallet: Wallet): Wallet {
  return wallet === 'spot' ? 'contract' : 'spot';
}

/** The coins the user holds in either account, USDT first; USDT alone when there are none. */
export function transferCoins(balances: readonly Balance[]): string[] {
  const held = new Set(balances.map((b) => b.asset));
  held.delete(USDT);
  return [USDT, ...[...held].sort()];
}

export type TransferProblem = 'amountZero' | 'insufficient' | 'tooManyDecimals';
export type TransferBody = Omit<TransferReq, 'clientId'>;

/** Checks the amount against the source account's available balance and builds the request body. */
export function validateTransfer(
  from: Wallet,
  asset: string,
  amount: string,
  available: string | null,
): TransferBody | { problem: TransferProblem } {
  if (!isDecimal(amount) || !isPositive(amount)) return { problem: 'amountZero' };
  if (fractionDigits(amount) > TRANSFER_DECIMALS) return { problem: 'tooManyDecimals' };
  if (available !== null && compare(amount, available) > 0) return { problem: 'insufficient' };
  return { asset, amount: canonical(amount), from, to: otherWallet(from) };
}
