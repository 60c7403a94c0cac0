import { describe, expect, it } from 'vitest';
import type { AssetNetwork, WithdrawLimits } from '@contract/wallet';
import {
  allAmount,
  checkWithdrawal,
  dailyLeft,
  totalDebit,
  withdrawableOf,
  type WithdrawContext,
  type WithdrawForm,
} from '../../../src/state/wallet';
import { confirmed, deposit } from '../../helpers/deposit-fixtures';

const TRC20: AssetNetwork = {
  asset: 'USDT',
  network: 'TRC20',
  name: 'TRON (TRC20)',
  blockTimeMs: 3000,
  creditConfirmations: 1,
  unlockConfirmations: 3,
  minDeposit: '1',
  withdrawFee: '1',
  withdrawMin: '100',
};
const LIMITS: WithdrawLimits = {
  kycStatus: 'basic',
  kycCapUsdt: '10000',
  kycCapsUsdt: { none: '1000', basic: '10000', advanced: '1000000' },
  reviewAboveUsdt: '50000',
  assets: [{ asset: 'USDT', max: '1000000', dailyMax: '99999999', usedToday: '99989999' }],
};
const ctx: WithdrawContext = { network: TRC20, limits: LIMITS, withdrawable: '5000', usdtPrice: '1' };
const form = (over: Partial<WithdrawForm>): WithdrawForm => ({
  address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  amount: '150',
  fundPassword: 'abc123',
  ...over,
});

describe('checkWithdrawal', () => {
  it.each<[string, Partial<WithdrawForm>, Partial<WithdrawContext>, string | null]>([
    ['a good withdrawal', {}, {}, null],
    ['no address', { address: '  ' }, {}, 'addressEmpty'],
    ['no amount', { amount: '' }, {}, 'amountZero'],
    ['zero', { amount: '0.00' }, {}, 'amountZero'],
    ['9 decimals', { amount: '150.000000001' }, {}, 'tooManyDecimals'],
    ['exactly the minimum', { amount: '100' }, {}, null],
    ['one unit under the minimum', { amount: '99.99999999' }, {}, 'belowMin'],
    [
      'exactly the per-transaction maximum',
      { amount: '1000000' },
      {
        withdrawable: '2000000',
        limits: { ...LIMITS, kycCapUsdt: '1000000', assets: [{ asset: 'USDT', max: '1000000', dailyMax: '99999999', usedToday: '0' }] },
      },
      null,
    ],
    ['one unit over the per-transaction maximum', { amount: '1000000.00000001' }, {}, 'aboveMax'],
    ['no fund password', { fundPassword: '' }, {}, 'fundPasswordEmpty'],
    ['exactly what is left today', { amount: '10000' }, { withdrawable: '20000' }, null],
    ['one unit over what is left today', { amount: '10000.00000001' }, { withdrawable: '20000' }, 'aboveDaily'],
    ['exactly the KYC cap', { amount: '1000' }, { limits: { ...LIMITS, kycCapUsdt: '1000' } }, null],
    ['one unit over the KYC cap', { amount: '1000.00000001' }, { limits: { ...LIMITS, kycCapUsdt: '1000' } }, 'aboveKycCap'],
    [
      'a coin valued at its price for the KYC cap',
      { amount: '150' },
      { usdtPrice: '70', limits: { ...LIMITS, kycCapUsdt: '10000' } },
      'aboveKycCap',
    ],
    ['no price yet: the cap is the server’s', { amount: '150' }, { usdtPrice: null, limits: { ...LIMITS, kycCapUsdt: '100' } }, null],
    ['amount + fee exactly the withdrawable', { amount: '4999' }, {}, null],
    ['amount + fee one unit over', { amount: '4999.00000001' }, {}, 'insufficient'],
    ['balances still loading: the server checks', { amount: '4999.5' }, { withdrawable: null }, null],
  ])('%s', (_name, fields, over, expected) => {
    expect(checkWithdrawal(form(fields), { ...ctx, ...over })).toBe(expected);
  });
});

describe('amounts', () => {
  it('the balance falls by amount + fee; an empty amount costs the fee alone', () => {
    expect(totalDebit('150.5', TRC20)).toBe('151.5');
    expect(totalDebit('', TRC20)).toBe('1');
  });

  it('"All" leaves room for the fee, and offers nothing when the fee is not covered', () => {
    expect(allAmount('250', TRC20)).toBe('249');
    expect(allAmount('1', TRC20)).toBeNull();
    expect(allAmount(null, TRC20)).toBeNull();
  });

  it('what is left today never goes below zero', () => {
    expect(dailyLeft(LIMITS, 'USDT')).toBe('10000');
    expect(dailyLeft({ ...LIMITS, assets: [{ asset: 'USDT', max: '1', dailyMax: '5', usedToday: '7' }] }, 'USDT')).toBe('0');
  });

  it('credited deposits not yet unlocked are not withdrawable; unlocked ones and other coins are', () => {
    const deposits = [
      confirmed(deposit({ id: '1', amount: '300' }), 1),
      confirmed(deposit({ id: '2', amount: '200' }), 3),
      deposit({ id: '3', amount: '50' }),
      confirmed(deposit({ id: '4', asset: 'BTC', amount: '1' }), 1),
    ];
    expect(withdrawableOf('1000', deposits, 'USDT')).toBe('700');
    expect(withdrawableOf('100', deposits, 'USDT')).toBe('0');
    expect(withdrawableOf(null, deposits, 'USDT')).toBeNull();
  });
});
