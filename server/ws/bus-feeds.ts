/**
 * What the gateway pushes when: bus events of the engine and the market, turned into channel
 * updates. Trades of one command go out as one push; the all-market tickers and marks channels
 * collect the symbols that changed and push them every 250 ms at most.
 */
import type { MarkTick } from '@contract/futures';
import type { Ticker, Trade } from '@contract/market';
import { channel } from '@contract/ws';
import type { Bus, BusEvents } from '../bus';
import type { Hub } from './hub';

/** the all-market channels (tickers, marks) push at most this often */
const TICKERS_BATCH_MS = 250;

type Listeners = { [K in keyof BusEvents]: (...args: BusEvents[K]) => void };

/** Starts listening; returns the function that stops. */
export function attachBusFeeds(bus: Bus, hub: Hub): () => void {
  const changedTickers = new Map<string, Ticker>();
  const changedMarks = new Map<string, MarkTick>();
  const newTrades = new Map<string, Trade[]>();

  const flushTrades = (symbol: string) => {
    const trades = newTrades.get(symbol) ?? [];
    newTrades.delete(symbol);
    hub.publish(channel.trades(symbol), trades.reverse());
  };
  const listeners: Listeners = {
    trade(symbol, trade) {
      const list = newTrades.get(symbol);
      if (list) list.push(trade);
      else {
        newTrades.set(symbol, [trade]);
        // the engine emits a command's trades back to back: flush once they are all in
        queueMicrotask(() => flushTrades(symbol));
      }
    },
    depth: (symbol, change) => hub.publishDepth(symbol, change),
    order: (userId, order) => hub.publishPrivate(userId, 'orders', order),
    balance: (userId, balances) => hub.publishPrivate(userId, 'balances', balances),
    futuresOrder: (userId, order) => hub.publishPrivate(userId, 'futuresOrders', order),
    position: (userId, position) => hub.publishPrivate(userId, 'positions', position),
    ticker(ticker) {
      hub.publish(channel.ticker(ticker.symbol), ticker);
      changedTickers.set(ticker.symbol, ticker);
    },
    kline: (symbol, interval, bar) => hub.publish(channel.kline(symbol, interval), bar),
    mark(tick) {
      hub.publish(channel.mark(tick.symbol), tick);
      changedMarks.set(tick.symbol, tick);
    },
    indexTick: (tick) => hub.publish(channel.index(tick.symbol), tick),
    cycleOrder: (userId, order) => hub.publishPrivate(userId, 'cycleOrders', order),
    deposit: (userId, deposit) => hub.publishPrivate(userId, 'deposits', deposit),
    withdrawal: (userId, withdrawal) => hub.publishPrivate(userId, 'withdrawals', withdrawal),
    lockOrder: (userId, order) => hub.publishPrivate(userId, 'lockOrders', order),
    fiatWithdrawal: (userId, withdrawal) => hub.publishPrivate(userId, 'fiatWithdrawals', withdrawal),
    ticket: (userId, ticket) => hub.publishPrivate(userId, 'tickets', ticket),
    account: (userId, info) => hub.publishPrivate(userId, 'account', info),
    team: (userId, counts) => hub.publishPrivate(userId, 'team', counts),
  };
  const flush = <T>(ch: string, changed: Map<string, T>) => {
    if (changed.size === 0) return;
    const batch = [...changed.values()];
    changed.clear();
    hub.publish(ch, batch);
  };
  const timer = setInterval(() => {
    flush(channel.tickers(), changedTickers);
    flush(channel.marks(), changedMarks);
  }, TICKERS_BATCH_MS);

  const entries = Object.entries(listeners) as [keyof BusEvents, never][];
  for (const [event, fn] of entries) bus.on(event, fn);
  return () => {
    clearInterval(timer);
    for (const [event, fn] of entries) bus.off(event, fn);
  };
}
