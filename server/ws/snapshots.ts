/** Snapshot frames of every channel family (docs/protocol.md, "Public channels" and "Private channels"). */
import type { Paged } from '@contract/primitives';
import type { Order } from '@contract/spot';
import { privateSeqKey, type ChannelRef, type PrivateChannel, type PrivateRef } from './channels';
import type { GatewayDeps } from './deps';
import { pushFrame } from './frames';
import type { Hub } from './hub';

const RECENT_TRADES = 50;
const ORDER_PAGE = 100;
/** A user's open orders in one snapshot; the engine caps open orders per user well below this. */
const MAX_ORDER_PAGES = 50;

/** Public snapshots come from memory, so they are built synchronously and never race an update. */
export function publicSnapshot(deps: GatewayDeps, hub: Hub, ref: Exclude<ChannelRef, PrivateRef>): Buffer {
  const seq = hub.seqOf(ref.ch);
  switch (ref.kind) {
    case 'tickers':
      return pushFrame(ref.ch, 'snapshot', seq, deps.market.tickers());
    case 'ticker':
      return pushFrame(ref.ch, 'snapshot', seq, deps.market.ticker(ref.symbol) ?? null);
    case 'depth':
      return hub.depth.snapshot(ref.symbol);
    case 'trades':
      return pushFrame(ref.ch, 'snapshot', seq, deps.spot.recentTrades(ref.symbol, RECENT_TRADES));
    case 'kline':
      return pushFrame(ref.ch, 'snapshot', seq, deps.market.currentBars(ref.symbol, ref.interval));
    case 'marks':
      return pushFrame(ref.ch, 'snapshot', seq, deps.prices.ticks());
    case 'mark':
      return pushFrame(ref.ch, 'snapshot', seq, deps.prices.tick(ref.symbol) ?? null);
    case 'index':
      return pushFrame(ref.ch, 'snapshot', seq, deps.cycle.recentTicks(ref.symbol));
  }
}

/** Every private channel's snapshot: a channel added to PRIVATE_CHANNELS does not compile until it has one. */
const PRIVATE_SNAPSHOTS: Record<PrivateChannel, (deps: GatewayDeps, userId: number) => Promise<unknown>> = {
  orders: openOrders,
  balances: (deps, userId) => deps.ledger.balances(userId),
  positions: (deps, userId) => deps.futures.positions(userId),
  futuresOrders: (deps, userId) => allPages((page) => deps.futures.openOrders(userId, { page, size: ORDER_PAGE })),
  cycleOrders: (deps, userId) => deps.cycle.allOpenOrders(userId),
  deposits: (deps, userId) => deps.chain.recentDeposits(userId),
  withdrawals: (deps, userId) => deps.wallet.recentWithdrawals(userId),
  lockOrders: (deps, userId) => deps.lock.recentOrders(userId),
  fiatWithdrawals: (deps, userId) => deps.fiat.recentWithdrawals(userId),
  tickets: (deps, userId) => deps.tickets.unreadTickets(userId),
  account: (deps, userId) => deps.accounts.info(userId),
  team: (deps, userId) => deps.team.counts(userId),
};

export async function privateSnapshot(deps: GatewayDeps, hub: Hub, ref: PrivateRef, userId: number): Promise<Buffer> {
  const seq = hub.seqOf(privateSeqKey(ref.ch, userId));
  return pushFrame(ref.ch, 'snapshot', seq, await PRIVATE_SNAPSHOTS[ref.kind](deps, userId));
}

function openOrders(deps: GatewayDeps, userId: number): Promise<Order[]> {
  return allPages((page) => deps.spot.openOrders(userId, { page, size: ORDER_PAGE }));
}

/** A user's open orders (spot or futures), page after page. */
async function allPages<T>(fetchPage: (page: number) => Promise<Paged<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_ORDER_PAGES; page++) {
    const res = await fetchPage(page);
    items.push(...res.items);
    if (res.items.length < ORDER_PAGE || items.length >= res.total) break;
  }
  return items;
}
