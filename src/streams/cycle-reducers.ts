import type { CycleOrder, IndexTick } from '@contract/cycle';
import { compareIds } from './newest-first';
import { applyVersionedRows, type VersionedMsg, type VersionedRules, type VersionedState } from './versioned-rows';

/** Ticks of one symbol a chart keeps: five minutes at one tick a second, as the `index.<SYMBOL>` snapshot (docs/protocol.md). */
export const INDEX_RING_SIZE = 300;

/**
 * One symbol's latest index ticks, oldest first: a snapshot replaces them, an update appends a tick newer (by `seq`)
 * than the last one held, a late or repeated one is dropped. Only the last INDEX_RING_SIZE are kept.
 */
export function applyIndexTicks(
  ticks: readonly IndexTick[],
  msg: { readonly type: 'snapshot'; readonly data: readonly IndexTick[] } | { readonly type: 'update'; readonly data: IndexTick },
): readonly IndexTick[] {
  if (msg.type === 'snapshot') return msg.data.slice(-INDEX_RING_SIZE);
  const last = ticks.at(-1);
  if (last && last.symbol === msg.data.symbol && msg.data.seq <= last.seq) return ticks;
  const next = ticks.length >= INDEX_RING_SIZE ? ticks.slice(ticks.length - INDEX_RING_SIZE + 1) : ticks.slice();
  next.push(msg.data);
  return next;
}

export interface CycleOrdersState {
  readonly rows: VersionedState<CycleOrder>;
  /** orders settled since the last snapshot, so their card can show the result until the next snapshot drops them */
  readonly settled: readonly CycleOrder[];
}

/** Results kept between snapshots: more than a screen shows; the records list has them all. */
export const SETTLED_SHOWN = 50;

export const NO_CYCLE_ORDERS: CycleOrdersState = { rows: { open: [], finished: new Map() }, settled: [] };

const byOpenTimeNewestFirst = (a: CycleOrder, b: CycleOrder) => b.openTime - a.openTime || compareIds(b.id, a.id);

const CYCLE_ORDER_RULES: VersionedRules<CycleOrder> = {
  isOpen: (order) => order.status === 'open',
  compare: byOpenTimeNewestFirst,
};

/**
 * The user's cycle orders by id with the version rule of versioned-rows.ts: a snapshot (the open orders) replaces
 * them, an update upserts by version. A settled update leaves the open rows but stays in the list, with its result,
 * until the next snapshot; a stale push of a settled order is dropped like any other.
 */
export function applyCycleOrders(state: CycleOrdersState, msg: VersionedMsg<CycleOrder>): CycleOrdersState {
  const rows = applyVersionedRows(CYCLE_ORDER_RULES, state.rows, msg);
  if (msg.type === 'snapshot') return { rows, settled: [] };
  if (rows === state.rows) return state;
  if (msg.data.status === 'open') return { rows, settled: state.settled };
  const settled = [msg.data, ...state.settled.filter((order) => order.id !== msg.data.id)];
  return { rows, settled: settled.slice(0, SETTLED_SHOWN) };
}

/** Open and just-settled orders in one list, newest first. */
export function cycleOrdersOf(state: CycleOrdersState): readonly CycleOrder[] {
  if (state.settled.length === 0) return state.rows.open;
  return [...state.rows.open, ...state.settled].sort(byOpenTimeNewestFirst);
}
