/**
 * The quote's arithmetic as tables (docs/wallet.md "Convert"): the rate from the USDT prices, crossed through USDT, the
 * 0.2 % spread, what is received rounded down to 1e-8, and the amount limits exactly at and one unit (1e-8) past them.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../server/errors';
import { checkAmountLimits, formatRate, quoteTerms, usdtPrice } from '../../../server/convert/quote-math';
import { fromUnits, toUnits } from '../../../server/money';

const PRICES: Record<string, string> = { BTCUSDT: '64000', ETHUSDT: '3400', DOGEUSDT: '0.125' };
const lastPrice = (symbol: string) => (PRICES[symbol] ? toUnits(PRICES[symbol]) : null);

const quoteOf = (from: string, to: string, amount: string) => {
  const terms = quoteTerms(usdtPrice(from, lastPrice)!, usdtPrice(to, lastPrice)!, toUnits(amount));
  return [formatRate(terms.marketRate), formatRate(terms.rate), fromUnits(terms.receive)];
};

describe('convert quote math', () => {
  it.each([
    // from, to, amount → market rate, rate after the 0.2 % spread, receive (rounded down to 1e-8)
    ['USDT', 'BTC', '1000', '0.000015625', '0.00001559375', '0.01559375'],
    ['BTC', 'USDT', '0.5', '64000', '63872', '31936.00000000'],
    ['USDT', 'ETH', '3400', '0.000294117647058823', '0.000293529411764705', '0.99799999'],
    ['BTC', 'ETH', '1', '18.823529411764705882', '18.78588235294117647', '18.78588235'],
    ['ETH', 'BTC', '2', '0.053125', '0.05301875', '0.10603750'],
    ['DOGE', 'USDT', '0.001', '0.125', '0.12475', '0.00012475'],
    ['DOGE', 'BTC', '0.001', '0.000001953125', '0.00000194921875', '0.00000000'],
    ['USDT', 'BTC', '1000000', '0.000015625', '0.00001559375', '15.59375000'],
  ])('%s → %s, %s: market %s, rate %s, receive %s', (from, to, amount, marketRate, rate, receive) => {
    expect(quoteOf(from, to, amount)).toEqual([marketRate, rate, receive]);
  });

  it('USDT is worth 1 USDT; a pair that has not traded has no price', () => {
    expect(usdtPrice('USDT', lastPrice)).toBe(100_000_000n);
    expect(usdtPrice('SOL', lastPrice)).toBeNull();
  });

  it.each([
    ['0.001', null],
    ['0.00099999', 'convertBelowMinimum'],
    ['1000000', null],
    ['1000000.00000001', 'convertAboveMaximum'],
  ])('amount %s: %s', (amount, refusal) => {
    const check = () => checkAmountLimits(toUnits(amount), 'BTC');
    if (refusal === null) return expect(check).not.toThrow();
    expect(check).toThrow(AppError);
    try {
      check();
    } catch (err) {
      expect([(err as AppError).status, (err as AppError).key, (err as AppError).params]).toEqual([
        422,
        refusal,
        refusal === 'convertBelowMinimum' ? { min: '0.001', asset: 'BTC' } : { max: '1000000', asset: 'BTC' },
      ]);
    }
  });
});
