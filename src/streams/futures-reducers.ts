import type { FuturesOrder, MarkTick, Position } from '@contract/futures';
import { OPEN_ORDER_RULES } from './orders-reducer';
import { applyVersionedRows, type VersionedMsg, type VersionedRules, type VersionedState } from './versioned-rows';

export type PositionsState = VersionedState<Position>;
export type FuturesOrdersState = VersionedState<FuturesOrder>;
export const NO_POSITIONS: PositionsState = { open: [], finished: new Map() };
export const NO_FUTURES_ORDERS: FuturesOrdersState = { open: [], finished: new Map() };

/** A position update with quantity "0" is the position closing (docs/protocol.md); newest first. */
const POSITION_RULES: VersionedRules<Position> = {
  isOpen: (position) => position.quantity !== '0',
  compare: (a, b) => b.openedAt - a.openedAt,
};

/** Positions keyed by id with the version rule; quantity "0" removes. */
export function applyPositions(state: PositionsState, msg: VersionedMsg<Position>): PositionsState {
  return applyVersionedRows(POSITION_RULES, state, msg);
}

/** Open futures orders, newest first, with the same rules as spot orders. */
export function applyFuturesOrders(state: FuturesOrdersState, msg: VersionedMsg<FuturesOrder>): FuturesOrdersState {
  return applyVersionedRows<FuturesOrder>(OPEN_ORDER_RULES, state, msg);
}

/** One perpetual's mark: the tick with the highest sequence of the tick log wins (a late push is older). */
export function applyMark(held: MarkTick | null, msg: { readonly data: MarkTick }): MarkTick {
  return held && held.symbol === msg.data.symbol && held.seq >= msg.data.seq ? held : msg.data;
}

/** Every perpetual's latest mark by symbol: a snapshot replaces the map, an update overwrites newer ticks only. */
export function applyMarks(
  marks: ReadonlyMap<string, MarkTick>,
  msg: { readonly type: 'snapshot' | 'update'; readonly data: readonly MarkTick[] },
): ReadonlyMap<string, MarkTick> {
  const next = msg.type === 'snapshot' ? new Map<string, MarkTick>() : new Map(marks);
  for (const tick of msg.data) next.set(tick.symbol, applyMark(next.get(tick.symbol) ?? null, { data: tick }));
  return next;
}
