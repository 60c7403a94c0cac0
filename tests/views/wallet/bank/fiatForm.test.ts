/**
 * The bank withdrawal form's own checks (src/state/fiat/fiatForm.ts) as tables, in the server's order: the fields, the card
 * (Luhn and brand as card-validator checks them, one digit wrong), the amount limits, the 24 h cap in BTC-equivalent
 * exactly at and one unit over, the balance; the estimate of fee and fiat received; the card state while typing; and the
 * `fiatWithdrawals` push guard accepting the server's shape.
 */
import { describe, expect, it } from 'vitest';
import type { FiatLimits, FiatRules } from '@contract/fiat';
import { cardStateOf, checkFiatForm, fiatEstimate, type FiatForm } from '../../../../src/state/fiat';
import { isFiatWithdrawal } from '../../../../src/streams/fiat-wire-shapes';
import { fiatWithdrawal } from '../../../server/fiat/fiat-fixture';

const RULES: FiatRules = {
  currencies: [
    { code: 'EUR', rate: '0.92', decimals: 2 },
    { code: 'JPY', rate: '150', decimals: 0 },
  ],
  feeRate: '0.005',
  feeMinUsdt: '5',
  minUsdt: '50',
  maxUsdt: '1000000',
  reviewAboveUsdt: '50000',
};
const LIMITS: FiatLimits = {
  kycStatus: 'basic',
  allowed: true,
  capBtc: '200',
  capsBtc: { basic: '200', advanced: '500' },
  usedBtc: '199.9',
  leftBtc: '0.1',
  btcPriceUsdt: '2000',
  windowMs: 86_400_000,
};
const FORM: FiatForm = {
  cardholderName: 'Ada Lovelace',
  bankName: 'Demo Bank',
  branchName: 'Main Street',
  bankCode: '12-34-56',
  cardNumber: '4111 1111 1111 1111',
  amount: '100',
  fundPassword: 'fund1234',
};
const ctx = { rules: RULES, limits: LIMITS, available: '1000' };

describe('checkFiatForm', () => {
  it.each<[string, Partial<FiatForm>, string | null, string | null]>([
    ['a valid form', {}, null, null],
    ['no cardholder', { cardholderName: '  ' }, 'cardholderName', 'required'],
    ['no branch', { branchName: '' }, 'branchName', 'required'],
    ['a bank code with a space', { bankCode: '12 34' }, 'bankCode', 'bankCode'],
    ['no card number', { cardNumber: '' }, 'cardNumber', 'required'],
    ['too few digits', { cardNumber: '4111 1111' }, 'cardNumber', 'cardDigits'],
    ['one digit wrong', { cardNumber: '4111 1111 1111 1112' }, 'cardNumber', 'cardInvalid'],
    ['no known brand', { cardNumber: '1234 5678 1234 5670' }, 'cardNumber', 'cardInvalid'],
    ['no amount', { amount: '' }, 'amount', 'amountZero'],
    ['zero', { amount: '0' }, 'amount', 'amountZero'],
    ['9 decimals', { amount: '100.123456789' }, 'amount', 'tooManyDecimals'],
    ['one unit under the minimum', { amount: '49.99999999' }, 'amount', 'belowMin'],
    ['the minimum', { amount: '50' }, null, null],
    ['exactly what is left of the cap (0.1 BTC = 200 USDT)', { amount: '200' }, null, null],
    ['one unit over the cap', { amount: '200.00000001' }, 'amount', 'aboveCap'],
    ['no fund password', { fundPassword: '' }, 'fundPassword', 'required'],
  ])('%s', (_case, patch, field, problem) => {
    const found = checkFiatForm({ ...FORM, ...patch }, ctx);
    expect(found === null ? [null, null] : [found.field, found.problem]).toEqual([field, problem]);
  });

  it('the maximum per withdrawal, and more than available', () => {
    const roomy = { ...ctx, limits: { ...LIMITS, leftBtc: '1000' } };
    expect(checkFiatForm({ ...FORM, amount: '1000000.00000001' }, roomy)?.problem).toBe('aboveMax');
    expect(checkFiatForm({ ...FORM, amount: '1000.00000001' }, roomy)?.problem).toBe('insufficient');
    expect(checkFiatForm({ ...FORM, amount: '1000' }, roomy)).toBeNull();
  });
});

describe('fiatEstimate', () => {
  it.each<[string, 'EUR' | 'JPY', string, string]>([
    ['100', 'EUR', '5', '87.4'],
    ['1001', 'EUR', '5.005', '916.31'],
    ['250', 'JPY', '5', '36750'],
  ])('%s USDT to %s: fee %s, received %s', (amount, code, fee, receive) => {
    expect(
      fiatEstimate(
        amount,
        RULES.currencies.find((c) => c.code === code)!,
        RULES,
      ),
    ).toEqual({ fee, receive });
  });

  it('nothing until the amount is a positive decimal', () => {
    expect(fiatEstimate('', RULES.currencies[0]!, RULES)).toBeNull();
    expect(fiatEstimate('0', RULES.currencies[0]!, RULES)).toBeNull();
  });
});

describe('cardStateOf', () => {
  it.each<[string, string]>([
    ['', 'empty'],
    ['4111 1111', 'typing'],
    ['4111 1111 1111 111', 'typing'],
    ['4111 1111 1111 1111', 'valid'],
    ['4111 1111 1111 1112', 'invalid'],
    ['41x1', 'invalid'],
  ])('%j is %s', (typed, kind) => {
    expect(cardStateOf(typed).kind).toBe(kind);
  });
});

describe('the fiatWithdrawals push guard', () => {
  it('accepts the server’s shape and refuses a broken one', () => {
    expect(isFiatWithdrawal(fiatWithdrawal('7'))).toBe(true);
    expect(isFiatWithdrawal({ ...fiatWithdrawal('7'), status: 'lost' })).toBe(false);
    expect(isFiatWithdrawal({ ...fiatWithdrawal('7'), cardLast4: '12345' })).toBe(false);
  });
});
