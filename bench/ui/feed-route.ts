/**
 * Stands in for the server's /ws inside the page (Playwright's routeWebSocket): answers sub, ping
 * and resync per docs/protocol.md and pushes the synthetic feed at fixed rates.
 */
import type { Page, WebSocketRoute } from 'playwright-core';
import type { FeedRates } from './synthetic-feed';
import { SyntheticBook } from './synthetic-feed';

export interface FeedHandle {
  sent: () => Record<string, number>;
  stop: () => void;
}

export async function routeSyntheticFeed(page: Page, book: SyntheticBook, rates: FeedRates): Promise<FeedHandle> {
  const sockets = new Set<{ ws: WebSocketRoute; chans: Set<string> }>();
  const counts: Record<string, number> = { depth: 0, trades: 0, ticker: 0 };
  const open = book.mid;
  let tradeId = 1;

  const push = (ch: string, type: 'snapshot' | 'update', seq: number, data: unknown) => {
    const text = JSON.stringify({ ch, type, seq, ts: Date.now(), data });
    for (const s of sockets) if (s.chans.has(ch)) s.ws.send(text);
  };
  const snapshotOf = (ch: string): [number, unknown] | null => {
    const [kind, , interval] = ch.split('.');
    if (kind === 'depth') return [book.seq, book.snapshot()];
    if (kind === 'trades') return [1, [book.trade(tradeId++)]];
    if (kind === 'ticker') return [1, book.ticker(open)];
    if (kind === 'tickers') return [1, [book.ticker(open)]];
    if (kind === 'kline') return [1, [book.bar(intervalMs(interval ?? '1m'))]];
    return null;
  };

  await page.routeWebSocket(/\/ws/, (ws) => {
    const entry = { ws, chans: new Set<string>() };
    sockets.add(entry);
    ws.onClose(() => sockets.delete(entry));
    ws.onMessage((raw) => {
      const msg = JSON.parse(String(raw)) as { op: string; ch?: string; ts?: number };
      if (msg.op === 'ping') return ws.send(JSON.stringify({ op: 'pong', ts: msg.ts }));
      if (msg.op === 'auth') return ws.send(JSON.stringify({ op: 'authed', ok: true }));
      if (!msg.ch) return;
      if (msg.op === 'unsub') return void entry.chans.delete(msg.ch);
      const snap = snapshotOf(msg.ch);
      if (!snap) return;
      entry.chans.add(msg.ch);
      ws.send(JSON.stringify({ ch: msg.ch, type: 'snapshot', seq: snap[0], ts: Date.now(), data: snap[1] }));
    });
  });

  const sym = book.symbol;
  const timers = [
    setInterval(() => {
      const data = book.update();
      counts.depth!++;
      push(`depth.${sym}`, 'update', book.seq, data);
    }, 1000 / rates.depthPerSecond),
    setInterval(() => {
      counts.trades!++;
      push(`trades.${sym}`, 'update', counts.trades!, [book.trade(tradeId++)]);
      for (const interval of ['30s', '1m', '5m', '15m', '30m', '1h', '2h', '1D', '1W']) {
        push(`kline.${sym}.${interval}`, 'update', counts.trades!, book.bar(intervalMs(interval)));
      }
    }, 1000 / rates.tradesPerSecond),
    setInterval(() => {
      counts.ticker!++;
      push(`ticker.${sym}`, 'update', counts.ticker!, book.ticker(open));
      push('tickers', 'update', counts.ticker!, [book.ticker(open)]);
    }, 1000 / rates.tickersPerSecond),
  ];
  return { sent: () => ({ ...counts }), stop: () => timers.forEach(clearInterval) };
}

function intervalMs(interval: string): number {
  const n = Number.parseInt(interval, 10);
  const unit = interval.replace(String(n), '');
  return n * ({ s: 1_000, m: 60_000, h: 3_600_000, D: 86_400_000, W: 604_800_000 }[unit] ?? 60_000);
}
