/**
 * The arithmetic and checks of docs/wallet.md "Fiat withdrawals" as tables: the card number (card-validator's Luhn and
 * brand check, one digit wrong), the fee and the fiat received per currency, the BTC-equivalent (rounded up) and the
 * 24 h caps exactly at and one unit (1e-8 BTC) over for Basic and Advanced, and no cap at all without verification.
 */
import { describe, expect, it } from 'vitest';
import { checkCardNumber } from '@contract/fiat-card';
import { AppError } from '../../../server/errors';
import { btcEquivalentOf, capOrRefuse, checkFiatCap, priceFiat } from '../../../server/fiat/fiat-checks';
import { fromUnits, toUnits } from '../../../server/money';

const key = (f: () => unknown): string => {
  try {
    f();
    return 'accepted';
  } catch (e) {
    return e instanceof AppError ? `${e.status} ${e.key}` : `unexpected ${String(e)}`;
  }
};

describe('card number', () => {
  it.each<[string, boolean, string | null]>([
    ['4111 1111 1111 1111', true, 'visa'],
    ['4111111111111111', true, 'visa'],
    ['4111 1111 1111 1112', false, 'visa'],
    ['4111 1111 1111 1121', false, 'visa'],
    ['5555 5555 5555 4444', true, 'mastercard'],
    ['5555 5555 5555 4445', false, 'mastercard'],
    ['6200 0000 0000 0005', true, 'unionpay'],
    ['6200 0000 0000 0006', false, 'unionpay'],
    ['3782 822463 10005', true, 'american-express'],
    ['1234 5678 1234 5670', false, null],
    ['4111 1111 111', false, null],
  ])('%s: valid %s (%s)', (typed, valid, brand) => {
    const check = checkCardNumber(typed);
    expect(check.valid).toBe(valid);
    if (valid) expect(check.brand).toBe(brand);
  });
});

describe('fee and fiat received', () => {
  it.each<[string, string, string, string]>([
    // amount USDT, currency, fee USDT (0.5 %, at least 5), received = (amount − fee) × rate rounded down to the minor unit
    ['50', 'USD', '5', '45'],
    ['100', 'EUR', '5', '87.4'],
    ['1000', 'USD', '5', '995'],
    ['1000.01', 'USD', '5.00005', '995'],
    ['1001', 'EUR', '5.005', '916.31'],
    ['333.33', 'HKD', '5', '2560.97'],
    ['250', 'JPY', '5', '36750'],
    ['123.45678901', 'KRW', '5', '159916'],
    ['777.77', 'TRY', '5', '26274.18'],
    ['2000', 'CNY', '10', '14328'],
    ['1000000', 'USD', '5000', '995000'],
  ])('%s USDT to %s: fee %s, received %s', (amount, currency, fee, receive) => {
    const priced = priceFiat({ amount, currency: currency as 'USD' });
    expect(fromUnits(priced.fee).replace(/\.?0+$/, '')).toBe(fee);
    expect(priced.receive).toBe(receive);
  });

  it.each<[string, string]>([
    ['50', 'accepted'],
    ['49.99999999', '422 fiatBelowMinimum'],
    ['1000000', 'accepted'],
    ['1000000.00000001', '422 fiatAboveMaximum'],
    ['0', '422 amountMustBePositive'],
    ['1.123456789', '400 tooManyDecimals'],
  ])('amount %s: %s', (amount, expected) => {
    expect(key(() => priceFiat({ amount, currency: 'USD' }))).toBe(expected);
  });
});

describe('BTC-equivalent caps per rolling 24 h', () => {
  it.each<[string, string, string]>([
    // amount USDT, BTCUSDT price, BTC-equivalent (rounded up to 1e-8)
    ['400000', '2000', '200.00000000'],
    ['400000.00000001', '2000', '200.00000001'],
    ['100', '64000', '0.00156250'],
    ['100', '3', '33.33333334'],
  ])('%s USDT at %s is %s BTC', (amount, price, btc) => {
    expect(fromUnits(btcEquivalentOf(toUnits(amount), toUnits(price)))).toBe(btc);
  });

  it('refuses without a BTCUSDT price', () => {
    expect(key(() => btcEquivalentOf(toUnits('100'), null))).toBe('422 convertNoPrice');
  });

  it.each<[string, string, string, string, string]>([
    // level, already used in the window, this one, outcome
    ['basic', 'nothing used, exactly the cap', '0', '200', 'accepted'],
    ['basic', 'nothing used, one unit over', '0', '200.00000001', '422 fiatCapReached'],
    ['basic', 'used and this one make the cap', '150.5', '49.5', 'accepted'],
    ['basic', 'used and this one pass it by one unit', '150.5', '49.50000001', '422 fiatCapReached'],
    ['advanced', 'nothing used, exactly the cap', '0', '500', 'accepted'],
    ['advanced', 'nothing used, one unit over', '0', '500.00000001', '422 fiatCapReached'],
    ['advanced', 'used and this one make the cap', '499.99999999', '0.00000001', 'accepted'],
    ['advanced', 'used and this one pass it by one unit', '499.99999999', '0.00000002', '422 fiatCapReached'],
  ])('%s: %s', (level, _case, used, thisOne, expected) => {
    const cap = capOrRefuse(level as 'basic');
    expect(key(() => checkFiatCap(toUnits(used), toUnits(thisOne), cap))).toBe(expected);
  });

  it.each(['none', 'pending', 'rejected'] as const)('not verified (%s): refused whatever the amount', (status) => {
    expect(key(() => capOrRefuse(status))).toBe('422 fiatKycRequired');
  });

  it('says what is left', () => {
    try {
      checkFiatCap(toUnits('150.5'), toUnits('60'), capOrRefuse('basic'));
    } catch (e) {
      expect((e as AppError).params).toEqual({ cap: '200', left: '49.5' });
    }
    expect.assertions(1);
  });
});
