import { animationFrameScheduler, asyncScheduler, of, type Observable, type SchedulerLike } from 'rxjs';
import type { UserInfo } from '@contract/account';
import type { Balance } from '@contract/assets';
import type { CycleOrder, IndexTick } from '@contract/cycle';
import type { FuturesOrder, MarkTick, Position } from '@contract/futures';
import type { LockOrder } from '@contract/lock';
import type { Bar, Ticker, Trade } from '@contract/market';
import type { KlineInterval } from '@contract/primitives';
import type { Order } from '@contract/spot';
import type { TeamCounts } from '@contract/team';
import type { Deposit, Withdrawal } from '@contract/wallet';
import type { FiatWithdrawal } from '@contract/fiat';
import type { TicketReplies } from './ticket-replies-reducer';
import type { StreamStatus } from './connection-status';
import { createDepthFeed, type BookView } from './depth-feed';
import { createIndexFeed } from './index-feeds';
import type { FeedContext } from './feed-context';
import { createKlinesFeed, type FetchKlines } from './klines-feed';
import { createTickerFeed, createTickersFeed, createTradesFeed } from './market-feeds';
import { createMarkFeed, createMarksFeed } from './mark-feeds';
import { createPrivateFeeds } from './private-feeds';
import { CHANNEL_GRACE_MS, createSocket, type SocketOptions } from './socket';
import { createStatsCounter, type DropCounts, type StreamStats } from './stream-stats';

export interface StreamsOptions extends Pick<SocketOptions, 'url' | 'WebSocketImpl' | 'online$' | 'backoff'> {
  readonly fetchKlines: FetchKlines;
  readonly token$?: Observable<string | null>;
  /** timers (grace, heartbeat); asyncScheduler by default */
  readonly scheduler?: SchedulerLike;
  /** the frame clock; animationFrameScheduler by default (Node has none: tests pass another) */
  readonly frameScheduler?: SchedulerLike;
  readonly graceMs?: number;
}

/** The API of docs/client-modules.md (src/streams/index.ts), plus counters and a way to shut down. */
export interface Streams {
  readonly status$: Observable<StreamStatus>;
  readonly tickers$: Observable<ReadonlyMap<string, Ticker>>;
  getTicker$(symbol: string): Observable<Ticker>;
  getDepth$(symbol: string): Observable<BookView>;
  getTrades$(symbol: string): Observable<readonly Trade[]>;
  getKlines$(symbol: string, interval: KlineInterval): Observable<readonly Bar[]>;
  loadOlderKlines(symbol: string, interval: KlineInterval): Promise<number>;
  getOrders$(): Observable<readonly Order[]>;
  getBalances$(): Observable<readonly Balance[]>;
  /** a perpetual's latest mark tick (`BTCUSDT-PERP`) */
  getMark$(perp: string): Observable<MarkTick>;
  /** every perpetual's latest mark tick by symbol */
  readonly marks$: Observable<ReadonlyMap<string, MarkTick>>;
  /** private: the user's open positions (newest first) and open futures orders, live */
  getPositions$(): Observable<readonly Position[]>;
  getFuturesOrders$(): Observable<readonly FuturesOrder[]>;
  /** a cycle symbol's latest index ticks, oldest first (at most INDEX_RING_SIZE) */
  getIndexTicks$(symbol: string): Observable<readonly IndexTick[]>;
  /** private: the user's open cycle orders and those settled since the last snapshot, newest first */
  getCycleOrders$(): Observable<readonly CycleOrder[]>;
  /** private: the user's deposits (those still confirming and the latest ones), newest first, live */
  getDeposits$(): Observable<readonly Deposit[]>;
  /** private: the user's withdrawals (those not final and the latest ones), newest first, live */
  getWithdrawals$(): Observable<readonly Withdrawal[]>;
  /** private: the user's fiat withdrawals (those not final and the latest ones), newest first, live */
  getFiatWithdrawals$(): Observable<readonly FiatWithdrawal[]>;
  /** private: the user's tickets with an operator reply pushed on `tickets` (unread ones in the snapshot), by id, live */
  getTicketReplies$(): Observable<TicketReplies>;
  /** private: the user's UserInfo (identity status, credit score, bindings), live; null while signed out */
  getAccount$(): Observable<UserInfo | null>;
  /** private: the user's lock orders (active and the latest finished), newest subscription first, live */
  getLockOrders$(): Observable<readonly LockOrder[]>;
  /** private: the user's team counts (team size, direct, per level), live; null while signed out */
  getTeam$(): Observable<TeamCounts | null>;
  stats(): StreamStats;
  readonly dropped$: Observable<DropCounts>;
  close(): void;
}

/** Builds one socket and every feed over it. The app makes one (index.ts); tests make their own. */
export function createStreams(options: StreamsOptions): Streams {
  const scheduler = options.scheduler ?? asyncScheduler;
  const graceMs = options.graceMs ?? CHANNEL_GRACE_MS;
  const token$ = options.token$ ?? of(null);
  const stats = createStatsCounter();
  const socket = createSocket({ ...options, token$, scheduler, graceMs, stats });
  const ctx: FeedContext = {
    socket,
    stats,
    scheduler,
    frameScheduler: options.frameScheduler ?? animationFrameScheduler,
    graceMs,
  };
  const klines = createKlinesFeed(ctx, options.fetchKlines);
  const privateFeeds = createPrivateFeeds(ctx, token$);
  const { orders$, balances$, positions$, futuresOrders$, cycleOrders$, deposits$, withdrawals$, account$ } = privateFeeds;
  return {
    status$: socket.status$,
    tickers$: createTickersFeed(ctx),
    getTicker$: createTickerFeed(ctx),
    getDepth$: createDepthFeed(ctx),
    getTrades$: createTradesFeed(ctx),
    getKlines$: klines.getKlines$,
    loadOlderKlines: klines.loadOlderKlines,
    getOrders$: () => orders$,
    getBalances$: () => balances$,
    getMark$: createMarkFeed(ctx),
    marks$: createMarksFeed(ctx),
    getPositions$: () => positions$,
    getFuturesOrders$: () => futuresOrders$,
    getIndexTicks$: createIndexFeed(ctx),
    getCycleOrders$: () => cycleOrders$,
    getDeposits$: () => deposits$,
    getWithdrawals$: () => withdrawals$,
    getFiatWithdrawals$: () => privateFeeds.fiatWithdrawals$,
    getAccount$: () => account$,
    getTicketReplies$: () => privateFeeds.ticketReplies$,
    getLockOrders$: () => privateFeeds.lockOrders$,
    getTeam$: () => privateFeeds.team$,
    stats: stats.stats,
    dropped$: stats.dropped$,
    close: socket.close,
  };
}
