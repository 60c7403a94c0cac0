import { describe, expect, it } from 'vitest';
import { costOf, valueAtMark } from '../../../src/state/futures';
import { position } from '../../helpers/futures-fixtures';

const BTC_LOT = '0.001';

describe('valueAtMark (docs/futures.md: PnL = side × (Q × mark − cost), ROE = PnL ÷ (cost ÷ leverage))', () => {
  it.each([
    // side, mark, PnL, ROE %, value
    ['long', '61000.00', '10.00000', '16.66', '610.00000'],
    ['long', '59000.00', '-10.00000', '-16.66', '590.00000'],
    ['short', '61000.00', '-10.00000', '-16.66', '610.00000'],
    ['short', '54000.00', '60.00000', '100.00', '540.00000'],
    ['long', '60000.00', '0.00000', '0.00', '600.00000'],
  ] as const)('%s at %s: PnL %s, ROE %s', (side, mark, pnl, roe, value) => {
    const valued = valueAtMark(position({ side }), mark, BTC_LOT);
    expect(valued).toEqual({ unrealizedPnl: pnl, roe, positionValue: value });
  });

  it('uses the exact cost behind the pushed PnL, not the rounded entry price', () => {
    // entry shown 60000.33 (rounded); the server's PnL at 60500 on the exact cost 600.0033 is 4.9967
    const pushed = position({ entryPrice: '60000.33', markPrice: '60500.00', unrealizedPnl: '4.9967' });
    expect(costOf(pushed, BTC_LOT)).toBe('600.00330');
    expect(valueAtMark(pushed, '60500.00', BTC_LOT).unrealizedPnl).toBe('4.99670');
    expect(valueAtMark(pushed, '60600.00', BTC_LOT).unrealizedPnl).toBe('5.99670');
  });
});
