/**
 * The server side of /ws for the UI bench: answers sub, unsub, resync, auth and ping per
 * docs/protocol.md and pushes the synthetic feed at fixed rates while running. It talks to any
 * socket (feed-transports.ts), counts what it sends and every op the client sends, so the bench can
 * prove the client accepted the feed (a rejected depth update would show up as a `resync`).
 */
import type { Bar, Ticker, Trade } from '@contract/market';
import type { FeedRates, SyntheticBook } from './synthetic-feed';

/** The little the feed needs of a socket. */
export interface FeedSocket {
  send(text: string): void;
  onMessage(handler: (text: string) => void): void;
  onClose(handler: () => void): void;
}

export interface FeedHandle {
  /** serves one client connection */
  attach: (socket: FeedSocket) => void;
  /** pushes per stream since the feed was created */
  sent: () => Record<'depth' | 'trades' | 'ticker', number>;
  /** ops received from the page, by op (sub, unsub, resync, ping, auth) */
  received: () => Record<string, number>;
  /** the last trade and ticker pushed, to compare with what the page shows */
  lastTrade: () => Trade | null;
  lastTicker: () => Ticker | null;
  /** the last bar pushed on kline.<symbol>.<interval> */
  lastBar: (interval: string) => Bar | null;
  /** starts (or resumes) the timed pushes */
  start: () => void;
  /** stops the timed pushes; sockets stay open and still answer ops */
  pause: () => void;
}

const KLINE_INTERVALS = ['30s', '1m', '5m', '15m', '30m', '1h', '2h', '1D', '1W'];

export function createFeed(book: SyntheticBook, rates: FeedRates): FeedHandle {
  const sockets = new Set<{ socket: FeedSocket; chans: Set<string> }>();
  const counts = { depth: 0, trades: 0, ticker: 0 };
  const ops: Record<string, number> = {};
  const open = book.mid;
  let tradeId = 1;
  let lastTrade: Trade | null = null;
  let lastTicker: Ticker | null = null;
  const lastBars = new Map<string, Bar>();
  let timers: NodeJS.Timeout[] = [];

  const trade = () => (lastTrade = book.trade(tradeId++));
  const ticker = () => (lastTicker = book.ticker(open));
  const push = (ch: string, type: 'snapshot' | 'update', seq: number, data: unknown) => {
    const text = JSON.stringify({ ch, type, seq, ts: Date.now(), data });
    for (const s of sockets) if (s.chans.has(ch)) s.socket.send(text);
  };
  const snapshotOf = (ch: string): [number, unknown] | null => {
    const [kind, , interval] = ch.split('.');
    if (kind === 'depth') return [book.seq, book.snapshot()];
    if (kind === 'trades') return [counts.trades, [trade()]];
    if (kind === 'ticker') return [counts.ticker, ticker()];
    if (kind === 'tickers') return [counts.ticker, [ticker()]];
    if (kind === 'kline') return [counts.trades, [book.bar(intervalMs(interval ?? '1m'))]];
    return null;
  };

  function attach(socket: FeedSocket): void {
    const entry = { socket, chans: new Set<string>() };
    sockets.add(entry);
    socket.onClose(() => sockets.delete(entry));
    socket.onMessage((raw) => {
      const msg = JSON.parse(raw) as { op: string; ch?: string; ts?: number };
      ops[msg.op] = (ops[msg.op] ?? 0) + 1;
      if (msg.op === 'ping') return socket.send(JSON.stringify({ op: 'pong', ts: msg.ts }));
      if (msg.op === 'auth') return socket.send(JSON.stringify({ op: 'authed', ok: true }));
      if (!msg.ch) return;
      if (msg.op === 'unsub') {
        entry.chans.delete(msg.ch);
        return socket.send(JSON.stringify({ op: 'unsubbed', ch: msg.ch }));
      }
      const snap = snapshotOf(msg.ch);
      if (!snap) return socket.send(JSON.stringify({ op: 'error', code: 400, msg: 'Unknown channel', ch: msg.ch }));
      entry.chans.add(msg.ch);
      push(msg.ch, 'snapshot', snap[0], snap[1]);
    });
  }

  const sym = book.symbol;
  // Paced by the clock, not by timer ticks: a busy Node process fires timers late, so each tick
  // sends every message due since the start (in a burst if late), holding the average rate.
  const every = (perSecond: number, fn: () => void) => {
    const started = performance.now();
    let done = 0;
    return setInterval(
      () => {
        const due = Math.floor(((performance.now() - started) * perSecond) / 1000);
        for (; done < due; done++) fn();
      },
      Math.min(10, 1000 / perSecond),
    );
  };
  return {
    attach,
    sent: () => ({ ...counts }),
    received: () => ({ ...ops }),
    lastTrade: () => lastTrade,
    lastTicker: () => lastTicker,
    lastBar: (interval) => lastBars.get(interval) ?? null,
    start() {
      if (timers.length) return;
      timers = [
        every(rates.depthPerSecond, () => {
          const data = book.update();
          counts.depth++;
          push(`depth.${sym}`, 'update', book.seq, data);
        }),
        every(rates.tradesPerSecond, () => {
          counts.trades++;
          push(`trades.${sym}`, 'update', counts.trades, [trade()]);
          // Each trade moves the current bar of every interval, as the server's kline channels do.
          for (const interval of KLINE_INTERVALS) {
            const bar = book.bar(intervalMs(interval));
            lastBars.set(interval, bar);
            push(`kline.${sym}.${interval}`, 'update', counts.trades, bar);
          }
        }),
        every(rates.tickersPerSecond, () => {
          counts.ticker++;
          const t = ticker();
          push(`ticker.${sym}`, 'update', counts.ticker, t);
          push('tickers', 'update', counts.ticker, [t]);
        }),
      ];
    },
    pause() {
      timers.forEach(clearInterval);
      timers = [];
    },
  };
}

function intervalMs(interval: string): number {
  const n = Number.parseInt(interval, 10);
  const unit = interval.replace(String(n), '');
  return n * ({ s: 1_000, m: 60_000, h: 3_600_000, D: 86_400_000, W: 604_800_000 }[unit] ?? 60_000);
}
