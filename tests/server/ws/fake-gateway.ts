/**
 * The gateway on a bare fastify app over stand-in services, for tests of the protocol itself: a
 * real bus, a book that the test moves level by level (publishing depth events like the engine),
 * tokens the test chooses.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Balance } from '@contract/assets';
import type { MarkTick } from '@contract/futures';
import type { Bar, Level, Ticker, Trade } from '@contract/market';
import type { Order } from '@contract/spot';
import { DEPTH_CHECKSUM_LEVELS } from '@contract/ws';
import { Bus } from '../../../server/bus';
import { depthChecksum } from '../../../server/engine/depth-checksum';
import type { GatewayDeps } from '../../../server/ws/deps';
import { registerGateway, type GatewayOptions } from '../../../server/ws/gateway';
import type { Hub } from '../../../server/ws/hub';
import { userInfo } from './account-fixture';

export interface FakeGateway {
  app: FastifyInstance;
  url: string;
  bus: Bus;
  /** the gateway's hub: who is connected, subscribed, signed in */
  hub: Hub;
  /** sets absolute quantities ("0" removes), raises the seq and publishes the depth event with its checksum */
  moveBook(symbol: string, bids: Level[], asks: Level[]): number;
  tokens: Map<string, number>;
  /** token checks wait until the returned function is called (an operation that stays pending) */
  holdAuth(): () => void;
  orders: Map<number, Order[]>;
  balances: Map<number, Balance[]>;
  trades: Trade[];
  /** the latest mark tick per perpetual (mark.* and marks snapshots) */
  marks: Map<string, MarkTick>;
  close(): Promise<void>;
}

const sortLevels = (m: Map<string, string>, desc: boolean): Level[] =>
  [...m.entries()].sort((a, b) => (desc ? Number(b[0]) - Number(a[0]) : Number(a[0]) - Number(b[0])));

export async function startFakeGateway(opts: GatewayOptions = {}): Promise<FakeGateway> {
  const bus = new Bus();
  const books = new Map<string, { seq: number; bids: Map<string, string>; asks: Map<string, string> }>();
  const book = (symbol: string) => {
    let b = books.get(symbol);
    if (!b) books.set(symbol, (b = { seq: 0, bids: new Map(), asks: new Map() }));
    return b;
  };
  const tokens = new Map<string, number>();
  let authHeld: Promise<void> = Promise.resolve();
  const orders = new Map<number, Order[]>();
  const balances = new Map<number, Balance[]>();
  const trades: Trade[] = [];
  const marks = new Map<string, MarkTick>();
  const ticker = (symbol: string): Ticker => ({
    symbol,
    last: '1.00',
    open24h: '1.00',
    high24h: '1.00',
    low24h: '1.00',
    vol24h: '0',
    quoteVol24h: '0',
    change24h: '0.00',
    ts: 1,
  });
  const bars: Bar[] = [
    { t: 0, o: '1', h: '1', l: '1', c: '1', v: '0' },
    { t: 60_000, o: '1', h: '2', l: '1', c: '2', v: '3' },
  ];
  const deps: GatewayDeps = {
    bus,
    spot: {
      depth: (symbol, limit = 500) => {
        const b = book(symbol);
        return { bids: sortLevels(b.bids, true).slice(0, limit), asks: sortLevels(b.asks, false).slice(0, limit), seq: b.seq };
      },
      recentTrades: (_symbol, limit = 50) => trades.slice(0, limit),
      openOrders: async (userId, req) => {
        const all = orders.get(userId) ?? [];
        const size = req.size ?? 20;
        const page = req.page ?? 1;
        return { items: all.slice((page - 1) * size, page * size), page, size, total: all.length };
      },
    },
    ledger: { balances: async (userId) => balances.get(userId) ?? [] },
    accounts: {
      info: async (userId) => userInfo(userId),
      verifyToken: async (token) => {
        await authHeld;
        return tokens.get(token) ?? null;
      },
    },
    market: { tickers: () => [ticker('BTCUSDT'), ticker('ETHUSDT')], ticker, currentBars: () => bars },
    // perpetuals' books: tests over the real futures service cover them (gateway-perpetuals.test.ts)
    futures: {
      depth: (symbol, limit) => deps.spot.depth(symbol, limit),
      recentTrades: () => [],
      positions: async () => [],
      openOrders: async (_userId, req) => ({ items: [], page: req.page ?? 1, size: req.size ?? 20, total: 0 }),
    },
    prices: { tick: (symbol) => marks.get(symbol), ticks: () => [...marks.values()] },
    // cycle contracts: tests over the real cycle service cover them (gateway-cycle.test.ts)
    cycle: { recentTicks: () => [], allOpenOrders: async () => [] },
    // deposits: tests over the real chain service cover them (gateway-deposits.test.ts)
    chain: { recentDeposits: async () => [] },
    wallet: { recentWithdrawals: async () => [] },
    tickets: { unreadTickets: async () => [] },
    lock: { recentOrders: async () => [] },
    fiat: { recentWithdrawals: async () => [] },
    team: { counts: async () => ({ teamSize: 0, directCount: 0, levels: [0, 0, 0] }) },
  };
  const app = Fastify();
  const hub = registerGateway(app, deps, opts);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `ws://127.0.0.1:${port}/ws`,
    bus,
    hub,
    tokens,
    holdAuth() {
      let release = () => {};
      authHeld = new Promise((resolve) => (release = resolve));
      return release;
    },
    orders,
    balances,
    trades,
    marks,
    moveBook(symbol, bids, asks) {
      const b = book(symbol);
      for (const [p, q] of bids) q === '0' ? b.bids.delete(p) : b.bids.set(p, q);
      for (const [p, q] of asks) q === '0' ? b.asks.delete(p) : b.asks.set(p, q);
      b.seq++;
      const top = deps.spot.depth(symbol, DEPTH_CHECKSUM_LEVELS);
      bus.emit('depth', symbol, { seq: b.seq, bids, asks, checksum: depthChecksum(top.bids, top.asks) });
      return b.seq;
    },
    close: () => app.close(),
  };
}
