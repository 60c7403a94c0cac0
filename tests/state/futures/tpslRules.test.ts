import { describe, expect, it } from 'vitest';
import { tpSlProblem } from '../../../src/state/futures';

describe('tpSlProblem: the four spec messages against the open price 60000', () => {
  it.each([
    ['long', '', '60001', 'stopLossAboveOpenPrice'],
    ['long', '', '60000', null],
    ['long', '59999', '', 'takeProfitBelowOpenPrice'],
    ['long', '60000', '59000', null],
    ['short', '', '59999', 'stopLossBelowOpenPrice'],
    ['short', '60001', '', 'takeProfitAboveOpenPrice'],
    ['short', '55000', '61000', null],
    ['long', '59999', '60001', 'stopLossAboveOpenPrice'],
    ['long', '0', '', 'takeProfitZero'],
    ['short', '', '0.00', 'stopLossZero'],
    ['long', '', '', null],
  ] as const)('%s, take-profit "%s", stop-loss "%s" → %s', (side, tp, sl, expected) => {
    expect(tpSlProblem(side, '60000', tp, sl)).toBe(expected);
  });
});
