/**
 * The checks of a withdrawal request in the order of docs/wallet.md "Withdrawals", each throwing the AppError the user sees.
 * The stateless ones run before the fund password is checked; the rest inside the freezing transaction.
 */
import type { AssetNetwork, WithdrawReq } from '@contract/wallet';
import { withdrawalTargetOf } from '../chain/request-checks';
import { AppError } from '../errors';
import { parseAmount } from '../ledger/amount';
import { mulUnits, toPlainDecimal, toUnits } from '../money';
import { withdrawalRuleOf } from './rules';

export interface CheckedRequest {
  network: AssetNetwork;
  amount: bigint;
  fee: bigint;
  max: bigint;
  dailyMax: bigint;
}

/** 400 an asset not on the network or an address failing its checksum; 422 the amount's minimum and maximum. */
export function checkRequest(req: WithdrawReq): CheckedRequest {
  const network = withdrawalTargetOf(req);
  const rule = withdrawalRuleOf(req.asset);
  if (!rule) throw new AppError(400, 'assetNotOnNetwork');
  const amount = parseAmount(req.amount, 'amount');
  const min = toUnits(network.withdrawMin);
  if (amount < min) throw new AppError(422, 'withdrawBelowMinimum', { min: network.withdrawMin, asset: req.asset });
  if (amount > rule.max) throw new AppError(422, 'withdrawAboveMaximum', { max: toPlainDecimal(rule.max), asset: req.asset });
  return { network, amount, fee: toUnits(network.withdrawFee), max: rule.max, dailyMax: rule.dailyMax };
}

/** 422 when today's withdrawals of the asset plus this one pass the daily maximum; says what is left. */
export function checkDailyLimit(amount: bigint, withdrawnToday: bigint, dailyMax: bigint, asset: string): void {
  if (withdrawnToday + amount <= dailyMax) return;
  const left = dailyMax > withdrawnToday ? dailyMax - withdrawnToday : 0n;
  throw new AppError(422, 'withdrawDailyLimit', { max: toPlainDecimal(dailyMax), left: toPlainDecimal(left), asset });
}

/** The USDT value of `amount`: 1:1 for USDT, else at the last price of its USDT spot pair (422 without one). */
export function usdtValueOf(asset: string, amount: bigint, lastPrice: (symbol: string) => bigint | null): bigint {
  if (asset === 'USDT') return amount;
  const price = lastPrice(`${asset}USDT`);
  if (price === null) throw new AppError(422, 'convertNoPrice');
  return mulUnits(price, amount);
}

/** 422 when the USDT value passes the user's KYC cap per withdrawal. */
export function checkKycCap(usdtValue: bigint, cap: bigint): void {
  if (usdtValue > cap) throw new AppError(422, 'withdrawKycCap', { cap: toPlainDecimal(cap) });
}

/** 422 when amount + fee is more than the user may withdraw (spot available minus locked deposits). */
export function checkWithdrawable(amount: bigint, fee: bigint, withdrawable: bigint): void {
  if (amount + fee > withdrawable) throw new AppError(422, 'insufficientBalance');
}
