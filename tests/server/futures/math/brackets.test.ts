import { describe, expect, it } from 'vitest';
import { bracketOf, maintenanceMargin, maxLeverageFor } from '../../../../server/futures/math';
import { fromUnits } from '../../../../server/money';
import { BTC_BRACKETS, u } from './btc-brackets';

describe('maintenance brackets', () => {
  // binance.com/en/support/faq/b3c689c1f50a44cabb3a84e663b81d93 (USDⓈ-M liquidation price): "if the position size of
  // a USDT-margined BTCUSDT contract is 264,000 USDT, then the maintenance margin rate would be 1%"; "500,000 USDT,
  // then the maintenance amount would be 1,300 USDT" (= 250,000 × (1 % − 0.5 %) + 50).
  it("matches Binance's published BTCUSDT bracket examples", () => {
    expect(fromUnits(bracketOf(BTC_BRACKETS, u('264000')).rate, 2)).toBe('0.01');
    expect(fromUnits(bracketOf(BTC_BRACKETS, u('500000')).amount, 0)).toBe('1300');
  });

  it('takes the floor as inclusive and the cap as exclusive, and the last bracket above every cap', () => {
    expect(bracketOf(BTC_BRACKETS, u('49999.99999999')).tier).toBe(1);
    expect(bracketOf(BTC_BRACKETS, u('50000')).tier).toBe(2);
    expect(bracketOf(BTC_BRACKETS, u('900000000')).tier).toBe(10);
  });

  it.each([
    ['10000', '40'], // 10,000 × 0.4 %
    ['50000', '200'], // 50,000 × 0.5 % − 50: continuous at the edge
    ['100000', '450'], // 100,000 × 0.5 % − 50
    ['264000', '1340'], // 264,000 × 1 % − 1,300
    ['0.00000001', '0.00000001'], // 1 unit × 0.4 % rounds up to a unit
  ])('MM of a %s USDT notional is %s', (notional, mm) => {
    expect(fromUnits(maintenanceMargin(BTC_BRACKETS, u(notional))).replace(/\.?0+$/, '')).toBe(mm);
  });

  it('caps the leverage by the bracket of the notional', () => {
    expect(maxLeverageFor(BTC_BRACKETS, u('40000'))).toBe(125);
    expect(maxLeverageFor(BTC_BRACKETS, u('300000'))).toBe(50);
  });
});
