/**
 * Fiat withdrawal tests on the withdrawal fixture (ManualClock, alice and bob, fund password): `const f = useFiat()`, then
 * `await f().ready(alice, 'basic', '1000')` (BTCUSDT traded at 2,000, KYC level, USDT funded, fund password set) and
 * `await f().fiatWithdraw(alice, '100')`.
 */
import { beforeEach } from 'vitest';
import type { FiatWithdrawal, FiatWithdrawReq } from '@contract/fiat';
import { AppError } from '../../../server/errors';
import { fromUnits } from '../../../server/money';
import { convertFixture } from '../convert/convert-fixture';
import type { TestUser } from '../helpers/users';
import { useWithdraw, FUND_PASSWORD, type WithdrawFixture } from '../wallet/withdraw-fixture';

/** Visa's test number: passes the Luhn check; the same with its last digit changed does not */
export const VISA = '4111 1111 1111 1111';
export const VISA_TYPO = '4111 1111 1111 1112';
/** the BTCUSDT price the tests trade at: 200 BTC = 400,000 USDT, 500 BTC = 1,000,000 USDT */
export const BTC_PRICE = '2000';

let ids = 0;
export const fiatCid = (): string => `fiat-${process.pid}-${++ids}`;

export const fiatRequest = (amount: string, over: Partial<FiatWithdrawReq> = {}): FiatWithdrawReq => ({
  currency: 'EUR',
  cardholderName: 'Ada Lovelace',
  bankName: 'Demo Bank',
  branchName: 'Main Street',
  bankCode: '12-34-56',
  cardNumber: VISA,
  amount,
  fundPassword: FUND_PASSWORD,
  clientId: fiatCid(),
  ...over,
});

/** "accepted", or the refusal as "<status> <key>" */
export const outcome = (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => 'accepted',
    (e: unknown) => (e instanceof AppError ? `${e.status} ${e.key}` : `unexpected ${String(e)}`),
  );

export interface FiatFixture extends WithdrawFixture {
  /** BTCUSDT traded at BTC_PRICE, the user's KYC level set, `usdt` funded and the fund password set */
  ready(user: TestUser, kyc: 'none' | 'basic' | 'advanced', usdt: string): Promise<void>;
  fiatWithdraw(user: TestUser, amount: string, over?: Partial<FiatWithdrawReq>): Promise<FiatWithdrawal>;
  setKyc(user: TestUser, kyc: 'none' | 'basic' | 'advanced'): Promise<void>;
  /** the user's spot USDT: [available, frozen] */
  usdt(user: TestUser): Promise<[string, string]>;
}

export function useFiat(): () => FiatFixture {
  const w = useWithdraw();
  let current: FiatFixture | null = null;
  let priced = false;
  beforeEach(() => {
    const base = w();
    const { ctx } = base;
    priced = false;
    const setKyc = async (user: TestUser, kyc: 'none' | 'basic' | 'advanced') => {
      await ctx.db.updateTable('users').set({ kyc_status: kyc }).where('id', '=', user.userId).execute();
    };
    const fiatWithdraw = (user: TestUser, amount: string, over?: Partial<FiatWithdrawReq>) =>
      ctx.fiat.withdraw(user.userId, fiatRequest(amount, over));
    current = {
      ...base,
      async ready(user, kyc, usdt) {
        if (!priced) await (await convertFixture(ctx, base.clock)).tradeAt('BTCUSDT', BTC_PRICE);
        priced = true;
        await setKyc(user, kyc);
        await base.fund(user, { USDT: usdt });
        await base.setFundPassword(user);
      },
      fiatWithdraw,
      setKyc,
      async usdt(user) {
        const b = await ctx.ledger.balance(user.userId, 'spot', 'USDT');
        return [fromUnits(b.available), fromUnits(b.frozen)];
      },
    };
  });
  return () => current!;
}
