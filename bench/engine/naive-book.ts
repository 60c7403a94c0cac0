/**
 * The baseline: the book a first attempt would write. Each side is one array of orders kept in
 * priority order by re-sorting the whole array after every insert; matching takes from the front
 * with shift(), a cancel searches and splices. Same rules as the engine (price-time priority,
 * maker price, market buy by quote in whole lots, cancel-maker self-trade prevention).
 */
import { affordable } from '../../server/engine/match';
import { mulUnits } from '../../server/money';
import type { Taker } from '../../server/engine/types';
import type { BenchBook, BenchOutcome } from './bench-book';

interface NaiveOrder {
  id: number;
  userId: number;
  price: bigint;
  remaining: bigint;
  time: number;
}

const byBid = (a: NaiveOrder, b: NaiveOrder) => (a.price === b.price ? a.time - b.time : a.price > b.price ? -1 : 1);
const byAsk = (a: NaiveOrder, b: NaiveOrder) => (a.price === b.price ? a.time - b.time : a.price < b.price ? -1 : 1);

export class NaiveBook implements BenchBook {
  private readonly bids: NaiveOrder[] = [];
  private readonly asks: NaiveOrder[] = [];
  private time = 0;

  constructor(private readonly lot: bigint) {}

  place(t: Taker): BenchOutcome {
    const opposite = t.side === 'buy' ? this.asks : this.bids;
    const byQuote = t.type === 'market' && t.side === 'buy';
    let qtyLeft = t.qty ?? 0n;
    let quoteLeft = t.quote ?? 0n;
    const done: number[] = [];
    while (opposite.length > 0) {
      const maker = opposite[0]!;
      if (t.type === 'limit' && (t.side === 'buy' ? maker.price > t.price! : maker.price < t.price!)) break;
      const want = byQuote ? affordable(quoteLeft, maker.price, this.lot) : qtyLeft;
      if (want === 0n) break;
      if (maker.userId === t.userId) {
        done.push(opposite.shift()!.id);
        continue;
      }
      const qty = want < maker.remaining ? want : maker.remaining;
      maker.remaining -= qty;
      if (byQuote) quoteLeft -= mulUnits(maker.price, qty);
      else qtyLeft -= qty;
      if (maker.remaining === 0n) done.push(opposite.shift()!.id);
      if (!byQuote && qtyLeft === 0n) break;
    }
    const rested = t.type === 'limit' && qtyLeft > 0n;
    if (rested) {
      const own = t.side === 'buy' ? this.bids : this.asks;
      own.push({ id: t.id, userId: t.userId, price: t.price!, remaining: qtyLeft, time: this.time++ });
      own.sort(t.side === 'buy' ? byBid : byAsk);
    }
    return { done, rested };
  }

  cancel(id: number): boolean {
    for (const side of [this.bids, this.asks]) {
      const i = side.findIndex((o) => o.id === id);
      if (i >= 0) {
        side.splice(i, 1);
        return true;
      }
    }
    return false;
  }
}
