import type { LockOrder } from '@contract/lock';
import { compareIds } from './newest-first';
import { applyVersionedRows, type VersionedMsg, type VersionedRules, type VersionedState } from './versioned-rows';

const newestSubscriptionFirst = (a: LockOrder, b: LockOrder) => b.subscribedAt - a.subscribedAt || compareIds(b.id, a.id);

/**
 * A finished lock order stays listed (the snapshot carries the active orders with the latest 20 finished,
 * docs/protocol.md): the records' finished tab shows how it ended, so a row never leaves, it only stops changing.
 */
const LOCK_ORDER_RULES: VersionedRules<LockOrder> = { isOpen: () => true, compare: newestSubscriptionFirst };

export const NO_LOCK_ORDERS: VersionedState<LockOrder> = { open: [], finished: new Map() };

/** The user's lock orders by id, newest subscription first: a snapshot replaces them, an update upserts by `version`. */
export function applyLockOrders(state: VersionedState<LockOrder>, msg: VersionedMsg<LockOrder>): VersionedState<LockOrder> {
  return applyVersionedRows(LOCK_ORDER_RULES, state, msg);
}
