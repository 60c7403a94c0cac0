import type { Order } from '@contract/spot';

export type OrdersMsg = { readonly type: 'snapshot'; readonly data: readonly Order[] } | { readonly type: 'update'; readonly data: Order };

export interface OrdersState {
  /** the user's open orders, newest first */
  readonly open: readonly Order[];
  /**
   * The last version seen of orders that finished (filled, cancelled), oldest first: a late push of
   * one of them must not bring it back, although it is no longer in `open` to compare with.
   */
  readonly finished: ReadonlyMap<string, number>;
}

export const NO_ORDERS: OrdersState = { open: [], finished: new Map() };

/**
 * Finished orders remembered. A push arrives late by a few frames at most (one waiting behind a
 * snapshot), never behind hundreds of later orders, so this bounds the memory without losing a guard.
 */
export const FINISHED_MEMORY = 500;

function isOpen(order: Order): boolean {
  return order.status === 'new' || order.status === 'partially_filled';
}

function newestFirst(a: Order, b: Order): number {
  return b.createdAt - a.createdAt;
}

function remember(finished: ReadonlyMap<string, number>, order: Order): ReadonlyMap<string, number> {
  const next = new Map(finished);
  next.delete(order.id);
  next.set(order.id, order.version);
  for (const oldest of next.keys()) {
    if (next.size <= FINISHED_MEMORY) break;
    next.delete(oldest);
  }
  return next;
}

/** A state of an order is stale when a state with the same or a higher version was already seen. */
function isStale(state: OrdersState, order: Order, held: Order | undefined): boolean {
  const seen = held?.version ?? state.finished.get(order.id);
  return seen !== undefined && order.version <= seen;
}

/**
 * A snapshot replaces the open orders (minus any already seen finished); an update replaces the
 * order with the same id, adds a new one, and removes one that is filled or cancelled. A state
 * whose version is not newer than the one seen for that order is dropped (docs/protocol.md), so a
 * late push cannot undo a fill or bring a finished order back. Unchanged input returns the same state.
 */
export function applyOrders(state: OrdersState, msg: OrdersMsg): OrdersState {
  if (msg.type === 'snapshot') {
    const open = msg.data.filter((o) => isOpen(o) && !isStale(state, o, undefined)).sort(newestFirst);
    return { open, finished: state.finished };
  }
  const order = msg.data;
  const held = state.open.find((o) => o.id === order.id);
  if (isStale(state, order, held)) return state;
  const others = held ? state.open.filter((o) => o.id !== order.id) : state.open;
  if (isOpen(order)) return { open: [...others, order].sort(newestFirst), finished: state.finished };
  return { open: others, finished: remember(state.finished, order) };
}
