import type { Level, Ticker, Trade } from '@contract/market';
import type { FeedLine } from '../../../src/streams/replay/feed-line';

/**
 * What a correct client must end with after a feed, computed the simplest possible way (maps, a
 * sort at the end), independently of src/streams: the last snapshot of a channel and the pushes
 * that follow it.
 */
type Msg = { ch?: unknown; type?: unknown; seq?: unknown; data?: unknown };
const pushesOf = (lines: readonly FeedLine[], ch: string): Msg[] =>
  lines.flatMap((line) => ('msg' in line && (line.msg as Msg)?.ch === ch ? [line.msg as Msg] : []));

/** The book: the last snapshot plus the updates that continue its seq one by one. */
export function referenceBook(lines: readonly FeedLine[], ch: string) {
  let book: { seq: number; bids: Map<string, string>; asks: Map<string, string> } | null = null;
  for (const msg of pushesOf(lines, ch)) {
    const data = msg.data as { bids: Level[]; asks: Level[] };
    if (msg.type === 'snapshot') {
      book = { seq: msg.seq as number, bids: new Map(data.bids), asks: new Map(data.asks) };
    } else if (book && msg.type === 'update' && msg.seq === book.seq + 1) {
      book.seq++;
      for (const [side, levels] of [
        [book.bids, data.bids],
        [book.asks, data.asks],
      ] as const) {
        for (const [price, qty] of levels)
          if (Number(qty) === 0) side.delete(price);
          else side.set(price, qty);
      }
    }
  }
  if (!book) throw new Error(`no snapshot on ${ch}`);
  const sorted = (side: Map<string, string>, sign: number) => [...side].sort((a, b) => sign * (Number(a[0]) - Number(b[0])));
  return { ready: true, seq: book.seq, bids: sorted(book.bids, -1), asks: sorted(book.asks, 1) };
}

/** The trades: the last snapshot with every later trade on top, newest first, the latest 100. */
export function referenceTrades(lines: readonly FeedLine[], ch: string): Trade[] {
  let trades: Trade[] = [];
  for (const msg of pushesOf(lines, ch)) {
    const data = msg.data as Trade[];
    if (!data.every((t) => t.side === 'buy' || t.side === 'sell')) continue; // a malformed frame
    trades = msg.type === 'snapshot' ? [...data] : [...data.filter((t) => t.id > (trades[0]?.id ?? -1)), ...trades];
  }
  return trades.slice(0, 100);
}

/** The ticker: the last well-formed one. */
export function referenceTicker(lines: readonly FeedLine[], ch: string): Ticker {
  const tickers = pushesOf(lines, ch)
    .map((msg) => msg.data as Ticker)
    .filter((t) => typeof t.last === 'string');
  return tickers.at(-1)!;
}
