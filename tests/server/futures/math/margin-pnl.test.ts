import { describe, expect, it } from 'vitest';
import {
  entryPrice,
  feeOf,
  frozenForOrder,
  initialMargin,
  notional,
  positionQty,
  realisedPnl,
  releasedShare,
  reservationPrice,
  roe,
  unrealisedPnl,
} from '../../../../server/futures/math';
import { fromUnits } from '../../../../server/money';
import { u } from './btc-brackets';

const show = (units: bigint) => fromUnits(units);

describe('quantities, margins and fees', () => {
  it('turns lots into a base quantity and a notional', () => {
    const qty = positionQty(7n, u('0.001'));
    expect(show(qty)).toBe('0.00700000');
    expect(show(notional(qty, u('64123.45')))).toBe('448.86415000');
  });

  it('freezes N ÷ leverage + N × taker fee for an open order, each rounded up', () => {
    // N = 448.86415: 448.86415 / 20 = 22.4432075; × 0.0005 = 0.224432075 → 0.22443208
    expect(frozenForOrder(u('448.86415'), 20, u('0.0005'))).toEqual({
      margin: u('22.4432075'),
      fee: u('0.22443208'),
      total: u('22.66763958'),
    });
    expect(show(initialMargin(u('0.00000007'), 3))).toBe('0.00000003');
    expect(show(feeOf(u('100'), u('0.0002')))).toBe('0.02000000');
  });

  it('reserves a market buy at mark + 5 % (rounded up) and a market sell at the mark', () => {
    expect(show(reservationPrice('buy', null, u('0.00000021')))).toBe('0.00000023'); // 22.05 units → 23
    expect(show(reservationPrice('buy', null, u('60000')))).toBe('63000.00000000');
    expect(show(reservationPrice('sell', null, u('60000')))).toBe('60000.00000000');
    expect(show(reservationPrice('buy', u('59000'), u('60000')))).toBe('59000.00000000');
  });
});

describe('closing, PnL and ROE', () => {
  it('releases cost × q ÷ L rounded down, and the rest on the last close, so the steps sum to the cost', () => {
    const cost = u('1000.00000001');
    const first = releasedShare(cost, 1n, 3n);
    const second = releasedShare(cost - first, 1n, 2n);
    const last = releasedShare(cost - first - second, 1n, 1n);
    expect([first, second, last].map(show)).toEqual(['333.33333333', '333.33333334', '333.33333334']);
    expect(first + second + last).toBe(cost);
    expect(() => releasedShare(cost, 4n, 3n)).toThrow(RangeError);
  });

  it('realises side × (fill notional − released cost)', () => {
    expect(show(realisedPnl('long', u('550'), u('500')))).toBe('50.00000000');
    expect(show(realisedPnl('short', u('550'), u('500')))).toBe('-50.00000000');
  });

  it('values the position at the mark', () => {
    const qty = u('0.1');
    expect(show(unrealisedPnl('long', qty, u('5000'), u('51000')))).toBe('100.00000000');
    expect(show(unrealisedPnl('short', qty, u('5000'), u('51000')))).toBe('-100.00000000');
  });

  it.each([
    ['100', '5000', 10, '20.00'], // 100 / 500
    ['-100', '5000', 10, '-20.00'],
    ['0.33333', '1000', 3, '0.10'], // 0.099999 % → 0.10
    ['-0.00499', '100', 1, '0.00'], // −0.00499 % rounds to zero, shown without a sign
    ['-0.005', '100', 1, '-0.01'], // a half rounds away from zero
    ['12', '0', 5, '0.00'],
  ])('ROE of %s on cost %s at %sx is %s', (upnl, cost, leverage, expected) => {
    expect(roe(u(upnl), u(cost), leverage)).toBe(expected);
  });

  it('shows the entry price rounded half up to the symbol precision', () => {
    // cost 1990 for 0.042 BTC: 47380.952380… → 47380.95
    expect(show(entryPrice(u('1990'), u('0.042'), 2))).toBe('47380.95000000');
    // cost 0.5 for 0.3: 1.6666… → 1.67
    expect(show(entryPrice(u('0.5'), u('0.3'), 2))).toBe('1.67000000');
    expect(entryPrice(0n, 0n, 2)).toBe(0n);
  });
});
