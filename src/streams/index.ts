/**
 * The client's live data (docs/client-modules.md): one socket, hot shared feeds, each emitting at
 * most once per animation frame. Built once at module level; the connection opens on first use.
 */
import { fetchKlines$ } from '../api/market';
import { token$ } from '../api/storage';
import { online$, socketUrl } from './browser-env';
import { createStreams } from './create-streams';

const streams = createStreams({ url: socketUrl, token$, online$, fetchKlines: fetchKlines$ });

export const status$ = streams.status$;
export const tickers$ = streams.tickers$;
export const getTicker$ = streams.getTicker$;
export const getDepth$ = streams.getDepth$;
export const getTrades$ = streams.getTrades$;
export const getKlines$ = streams.getKlines$;
export const loadOlderKlines = streams.loadOlderKlines;
export const getOrders$ = streams.getOrders$;
export const getBalances$ = streams.getBalances$;
export const getMark$ = streams.getMark$;
export const marks$ = streams.marks$;
export const getPositions$ = streams.getPositions$;
export const getFuturesOrders$ = streams.getFuturesOrders$;
export const getIndexTicks$ = streams.getIndexTicks$;
export const getCycleOrders$ = streams.getCycleOrders$;
export const getDeposits$ = streams.getDeposits$;
export const getWithdrawals$ = streams.getWithdrawals$;
export const getFiatWithdrawals$ = streams.getFiatWithdrawals$;
export const getLockOrders$ = streams.getLockOrders$;
export const getAccount$ = streams.getAccount$;
export const getTeam$ = streams.getTeam$;
export const getTicketReplies$ = streams.getTicketReplies$;
/** counters of received, dropped (per reason) and resynced messages, for diagnostics */
export const streamStats = streams.stats;
export const dropped$ = streams.dropped$;

export { withAnimationFrame } from './frame';
export type { StreamStatus } from './connection-status';
export type { BookView } from './depth-feed';
export type { DropCounts, StreamStats } from './stream-stats';
export type { DropReason } from './parse-message';
