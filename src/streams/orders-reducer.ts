import type { Order } from '../../contract/spot';

export type OrdersMsg =
  | { readonly type: 'snapshot'; readonly data: readonly Order[] }
  | { readonly type: 'update'; readonly data: Order };

function isOpen(order: Order): boolean {
  return order.status === 'new' || order.status === 'partially_filled';
}

function newestFirst(a: Order, b: Order): number {
  return b.createdAt - a.createdAt;
}

/**
 * The user's open orders, newest first: a snapshot replaces them; an update replaces the order with
 * the same id, adds a new one, and removes one that is filled or cancelled. An update older than the
 * copy held (by updatedAt) is ignored, so a late push cannot resurrect a finished state.
 */
export function applyOrders(orders: readonly Order[], msg: OrdersMsg): readonly Order[] {
  if (msg.type === 'snapshot') return msg.data.filter(isOpen).sort(newestFirst);
  const order = msg.data;
  const held = orders.find((o) => o.id === order.id);
  if (held && held.updatedAt > order.updatedAt) return orders;
  const others = held ? orders.filter((o) => o.id !== order.id) : orders;
  if (!isOpen(order)) return held ? others : orders;
  return [...others, order].sort(newestFirst);
}
