import { describe, expect, it } from 'vitest';
import { initialOrderForm, type OrderFormState } from '../../../src/views/trade/form/orderFormState';
import { feeRole, rateOf, type BestPrices, type FeeRole } from '../../../src/views/trade/form/orderMath';

const form = (patch: Partial<OrderFormState>): OrderFormState => ({ ...initialOrderForm('buy', '64000.00'), ...patch });
const BOOK: BestPrices = { bid: '63990.00', ask: '64010.00' };

describe('feeRole', () => {
  it.each<[string, OrderFormState, BestPrices | null, FeeRole]>([
    ['a market buy takes', form({ type: 'market' }), BOOK, 'taker'],
    ['a market sell takes', form({ type: 'market', side: 'sell' }), BOOK, 'taker'],
    ['a limit buy below the best ask rests', form({ price: '64009.99' }), BOOK, 'maker'],
    ['a limit buy at the best ask takes', form({ price: '64010.00' }), BOOK, 'taker'],
    ['a limit buy above the best ask takes', form({ price: '64100' }), BOOK, 'taker'],
    ['a limit sell above the best bid rests', form({ side: 'sell', price: '63990.01' }), BOOK, 'maker'],
    ['a limit sell at the best bid takes', form({ side: 'sell', price: '63990' }), BOOK, 'taker'],
    ['a limit buy against an empty ask side rests', form({ price: '99999' }), { bid: '63990.00', ask: null }, 'maker'],
    ['a limit order while the book is unknown is estimated at the taker rate', form({ price: '1' }), null, 'taker'],
  ])('%s', (_, order, best, role) => {
    expect(feeRole(order, best)).toBe(role);
  });

  it('picks the rate of the role', () => {
    const rates = { makerFee: '0.0008', takerFee: '0.001' };
    expect([rateOf('maker', rates), rateOf('taker', rates)]).toEqual(['0.0008', '0.001']);
  });
});
