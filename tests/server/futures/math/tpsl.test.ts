import { describe, expect, it } from 'vitest';
import { reaches, tpSlDirection, tpSlRuleBroken } from '../../../../server/futures/math';
import { u } from './btc-brackets';

describe('take-profit and stop-loss rules (the four messages of the spec)', () => {
  const open = u('50000');
  it.each([
    ['long', { stopLoss: u('50000.01') }, 'stopLossAboveOpenPrice'],
    ['short', { stopLoss: u('49999.99') }, 'stopLossBelowOpenPrice'],
    ['long', { takeProfit: u('49999.99') }, 'takeProfitBelowOpenPrice'],
    ['short', { takeProfit: u('50000.01') }, 'takeProfitAboveOpenPrice'],
    ['long', { stopLoss: u('50000'), takeProfit: u('50000') }, null], // "not above" / "not below": equal is allowed
    ['short', { stopLoss: u('50000'), takeProfit: u('50000') }, null],
    ['long', { stopLoss: u('45000'), takeProfit: u('55000') }, null],
    ['short', { stopLoss: u('55000'), takeProfit: u('45000') }, null],
    ['long', { stopLoss: null, takeProfit: null }, null],
    ['long', { stopLoss: u('51000'), takeProfit: u('49000') }, 'stopLossAboveOpenPrice'], // both broken: stop-loss first
  ] as const)('%s %o → %s', (side, prices, message) => {
    expect(tpSlRuleBroken(side, open, prices)).toBe(message);
  });
});

describe('take-profit and stop-loss triggers on the mark', () => {
  it('fires a long TP and a short SL on a rise, a long SL and a short TP on a fall, the price itself included', () => {
    expect(tpSlDirection('long', 'takeProfit')).toBe('risesTo');
    expect(tpSlDirection('short', 'stopLoss')).toBe('risesTo');
    expect(tpSlDirection('long', 'stopLoss')).toBe('fallsTo');
    expect(tpSlDirection('short', 'takeProfit')).toBe('fallsTo');
    expect(reaches('risesTo', u('55000'), u('55000'))).toBe(true);
    expect(reaches('risesTo', u('54999.99'), u('55000'))).toBe(false);
    expect(reaches('fallsTo', u('45000'), u('45000'))).toBe(true);
    expect(reaches('fallsTo', u('45000.01'), u('45000'))).toBe(false);
  });
});
