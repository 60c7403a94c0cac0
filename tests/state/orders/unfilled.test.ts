import { describe, expect, it } from 'vitest';
import type { Order } from '@contract/spot';
import { isEntrustedInQuote, unfilledOf } from '../../../src/state/orders/unfilled';
import { order } from '../../views/trade/helpers/fixtures';

const marketBuy: Partial<Order> = { type: 'market', side: 'buy', price: '0', quoteAmount: '100.00000000' };

describe('unfilledOf', () => {
  it.each<[string, Partial<Order>, string]>([
    ['an open order: what rests in the book', { filledQty: '0.00400', remainingQty: '0.00600', status: 'partially_filled' }, '0.00600'],
    ['a revoked order that never filled: all of it', { remainingQty: '0.00000', status: 'cancelled' }, '0.01000'],
    ['a revoked order filled in part: the rest', { filledQty: '0.00250', remainingQty: '0.00000', status: 'cancelled' }, '0.00750'],
    ['a filled order: nothing', { filledQty: '0.01000', remainingQty: '0.00000', status: 'filled' }, '0'],
    [
      'a market buy stopped by an empty book: the USDT not spent',
      { ...marketBuy, filledQuote: '64.00000000', status: 'cancelled' },
      '36.00000000',
    ],
    ['a filled market buy, its last cents below one lot: nothing', { ...marketBuy, filledQuote: '99.99000000', status: 'filled' }, '0'],
  ])('%s', (_, overrides, expected) => {
    expect(unfilledOf(order('1', overrides))).toBe(expected);
  });
});

describe('isEntrustedInQuote', () => {
  it('is true only for a market buy', () => {
    expect(isEntrustedInQuote(order('1', marketBuy))).toBe(true);
    expect(isEntrustedInQuote(order('1', { type: 'market', side: 'sell' }))).toBe(false);
    expect(isEntrustedInQuote(order('1'))).toBe(false);
  });
});
