/**
 * Simulated trading money: tops the user's spot USDT up to 10,000 and adds 0.1 BTC and 1 ETH,
 * at most once an hour per user (429 demoFundTooSoon otherwise). One ledger entry, kind 'demo_fund'.
 */
import type { Balance } from '@contract/assets';
import { AppError } from '../errors';
import { toUnits } from '../money';
import type { Serial } from '../store/serial';
import type { Ledger, Posting } from './ledger';
import { accountKey } from './keys';

export const DEMO_FUND_INTERVAL_MS = 60 * 60_000;
export const DEMO_FUND_USDT_TARGET = toUnits('10000');
export const DEMO_FUND_GIFTS: readonly { asset: string; amount: bigint }[] = [
  { asset: 'BTC', amount: toUnits('0.1') },
  { asset: 'ETH', amount: toUnits('1') },
];

export async function demoFund(deps: { serial: Serial; ledger: Ledger }, userId: number): Promise<Balance[]> {
  const { serial, ledger } = deps;
  return serial.run(async (trx) => {
    const ref = `user:${userId}`;
    const now = ledger.now();
    const last = await ledger.lastPostedAt(trx, 'demo_fund', ref);
    if (last !== null && now - last < DEMO_FUND_INTERVAL_MS) {
      throw new AppError(429, 'demoFundTooSoon', { minutes: Math.ceil((last + DEMO_FUND_INTERVAL_MS - now) / 60_000) });
    }
    const { available } = await ledger.balance(userId, 'spot', 'USDT', trx);
    const grants = [{ asset: 'USDT', amount: DEMO_FUND_USDT_TARGET - available }, ...DEMO_FUND_GIFTS].filter((g) => g.amount > 0n);
    const postings: Posting[] = grants.flatMap(({ asset, amount }) => [
      { account: accountKey.external, asset, amount: -amount },
      { account: accountKey.available(userId, 'spot'), asset, amount },
    ]);
    await ledger.post(trx, { kind: 'demo_fund', ref, postings });
    return ledger.balances(userId, trx);
  });
}
