import type { Order } from '@contract/spot';
import { applyVersionedRows, type VersionedMsg, type VersionedRules, type VersionedState } from './versioned-rows';

export { FINISHED_MEMORY } from './versioned-rows';

export type OrdersMsg = VersionedMsg<Order>;

/** The user's open orders, newest first, and the last version seen of orders that finished (filled, cancelled). */
export type OrdersState = VersionedState<Order>;

export const NO_ORDERS: OrdersState = { open: [], finished: new Map() };

/** Spot and futures orders share the status and the order of the list. */
type OrderLike = Pick<Order, 'id' | 'version' | 'status' | 'createdAt'>;

export const OPEN_ORDER_RULES: VersionedRules<OrderLike> = {
  isOpen: (order) => order.status === 'new' || order.status === 'partially_filled',
  compare: (a, b) => b.createdAt - a.createdAt,
};

/**
 * A snapshot replaces the open orders (minus any already seen finished); an update replaces the
 * order with the same id, adds a new one, and removes one that is filled or cancelled. A state
 * whose version is not newer than the one seen for that order is dropped (docs/protocol.md), so a
 * late push cannot undo a fill or bring a finished order back. Unchanged input returns the same state.
 */
export function applyOrders(state: OrdersState, msg: OrdersMsg): OrdersState {
  return applyVersionedRows<Order>(OPEN_ORDER_RULES, state, msg);
}
