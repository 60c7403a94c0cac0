import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from '@contract/spot';
import { applyOrders, FINISHED_MEMORY, NO_ORDERS, type OrdersMsg, type OrdersState } from '../../src/streams/orders-reducer';

/** An order state; every field that changes with a fill follows `filledQty`, so two versions differ in every one of them. */
const order = (id: string, createdAt: number, version = 1, status: OrderStatus = 'new', filledQty = '0'): Order => ({
  id,
  clientOrderId: `c-${id}`,
  symbol: 'BTCUSDT',
  side: 'buy',
  type: 'limit',
  price: '1',
  quantity: '1',
  quoteAmount: '0',
  filledQty,
  remainingQty: status === 'new' || status === 'partially_filled' ? String(1 - Number(filledQty)) : '0',
  avgPrice: filledQty === '0' ? '0' : '1',
  filledQuote: filledQty,
  fee: '0',
  feeAsset: 'BTC',
  status,
  createdAt,
  updatedAt: createdAt + version,
  version,
});
const update = (data: Order): OrdersMsg => ({ type: 'update', data });
const state = (open: Order[], finished: [string, number][] = []): OrdersState => ({ open, finished: new Map(finished) });
const reduce = (messages: OrdersMsg[], from: OrdersState = NO_ORDERS) => messages.reduce(applyOrders, from);

describe('applyOrders', () => {
  const held = state([order('2', 20), order('1', 10)]);
  it.each<[string, OrdersMsg, OrdersState]>([
    [
      'a snapshot replaces the list, newest first, open orders only',
      { type: 'snapshot', data: [order('1', 10), order('3', 30), order('4', 40, 2, 'filled', '1')] },
      state([order('3', 30), order('1', 10)]),
    ],
    ['a new order is added in its place', update(order('3', 15)), state([order('2', 20), order('3', 15), order('1', 10)])],
    [
      'a partial fill replaces the order',
      update(order('1', 10, 2, 'partially_filled', '0.4')),
      state([order('2', 20), order('1', 10, 2, 'partially_filled', '0.4')]),
    ],
    [
      'a filled order leaves the list and is remembered with its version',
      update(order('2', 20, 2, 'filled', '1')),
      state([order('1', 10)], [['2', 2]]),
    ],
    ['a cancelled order leaves the list and is remembered', update(order('1', 10, 2, 'cancelled')), state([order('2', 20)], [['1', 2]])],
    [
      'a finished order never held is remembered only',
      update(order('9', 90, 1, 'filled', '1')),
      state([order('2', 20), order('1', 10)], [['9', 1]]),
    ],
  ])('%s', (_, msg, expected) => {
    expect(applyOrders(held, msg)).toEqual(expected);
  });

  it('drops a push whose version is not newer than the copy held, and applies a newer one', () => {
    const partly = reduce([update(order('1', 10, 3, 'partially_filled', '0.5'))], held);
    expect(applyOrders(partly, update(order('1', 10, 2, 'partially_filled', '0.2')))).toBe(partly);
    expect(applyOrders(partly, update(order('1', 10, 3, 'partially_filled', '0.2')))).toBe(partly);
    expect(applyOrders(partly, update(order('1', 10, 4, 'partially_filled', '0.7')))).toEqual(
      state([order('2', 20), order('1', 10, 4, 'partially_filled', '0.7')]),
    );
  });

  it('keeps a filled order out when an older push of it arrives after the fill, and still applies newer pushes', () => {
    const afterFill = reduce([update(order('2', 20, 3, 'filled', '1'))], held);
    expect(afterFill).toEqual(state([order('1', 10)], [['2', 3]]));

    const lateNew = update(order('2', 20, 1, 'new'));
    const latePartial = update(order('2', 20, 2, 'partially_filled', '0.5'));
    expect(reduce([latePartial, lateNew], afterFill)).toBe(afterFill);

    const newer = reduce([latePartial, update(order('1', 10, 2, 'partially_filled', '0.1')), update(order('5', 50))], afterFill);
    expect(newer).toEqual(state([order('5', 50), order('1', 10, 2, 'partially_filled', '0.1')], [['2', 3]]));
  });

  it('keeps a cancelled order out of a later snapshot that still lists it at an older version', () => {
    const afterCancel = reduce([update(order('1', 10, 2, 'cancelled'))], held);
    const snapshot: OrdersMsg = { type: 'snapshot', data: [order('2', 20, 2, 'partially_filled', '0.5'), order('1', 10, 1)] };
    expect(applyOrders(afterCancel, snapshot)).toEqual(state([order('2', 20, 2, 'partially_filled', '0.5')], [['1', 2]]));
  });

  it(`remembers the last ${FINISHED_MEMORY} finished orders, forgetting the oldest first`, () => {
    const fills = Array.from({ length: FINISHED_MEMORY + 1 }, (_, i) => update(order(String(100 + i), 100 + i, 2, 'filled', '1')));
    const after = reduce(fills);
    expect(after.finished.size).toBe(FINISHED_MEMORY);
    expect(after.finished.has('100')).toBe(false);
    expect(after.finished.get('101')).toBe(2);
    expect(after.finished.get(String(100 + FINISHED_MEMORY))).toBe(2);
  });
});
