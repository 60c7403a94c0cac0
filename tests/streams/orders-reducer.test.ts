import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from '../../contract/spot';
import { applyOrders, type OrdersMsg } from '../../src/streams/orders-reducer';

const order = (id: string, createdAt: number, status: OrderStatus = 'new', updatedAt = createdAt): Order => ({
  id, clientOrderId: `c-${id}`, symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '1', quantity: '1', quoteAmount: '0',
  filledQty: '0', remainingQty: '1', avgPrice: '0', filledQuote: '0', fee: '0', feeAsset: 'BTC', status, createdAt, updatedAt,
});
const view = (list: readonly Order[]) => list.map((o) => `${o.id}:${o.status}`);

describe('applyOrders', () => {
  const held = [order('2', 20), order('1', 10)];
  it.each<[string, OrdersMsg, string[]]>([
    ['a snapshot replaces the list, newest first, open orders only', { type: 'snapshot', data: [order('1', 10), order('3', 30), order('4', 40, 'filled')] }, ['3:new', '1:new']],
    ['a new order is added in its place', { type: 'update', data: order('3', 15) }, ['2:new', '3:new', '1:new']],
    ['a partial fill replaces the order', { type: 'update', data: order('1', 10, 'partially_filled', 11) }, ['2:new', '1:partially_filled']],
    ['a filled order leaves the list', { type: 'update', data: order('2', 20, 'filled', 21) }, ['1:new']],
    ['a cancelled order leaves the list', { type: 'update', data: order('1', 10, 'cancelled', 12) }, ['2:new']],
    ['a finished order never held changes nothing', { type: 'update', data: order('9', 90, 'filled') }, ['2:new', '1:new']],
    ['an update older than the copy held is ignored', { type: 'update', data: order('2', 20, 'new', 5) }, ['2:new', '1:new']],
  ])('%s', (_, msg, expected) => {
    expect(view(applyOrders(held, msg))).toEqual(expected);
  });
});
