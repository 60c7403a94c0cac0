/**
 * The matching walk, as a pure read of the book: it returns what would happen (a BookPlan) and
 * changes nothing, so a command can be persisted before the book moves and dropped if the
 * transaction fails.
 *
 * Rules: price-time priority; every fill at the maker's price; a limit order takes levels at or
 * better than its price and rests the remainder; a market sell takes `qty`; a market buy spends
 * `quote` in whole lots (quote / price rounded down to the lot size). Self-trade prevention: a
 * resting order of the taker's own user that would be matched is cancelled (cancel-maker) and the
 * walk continues behind it; so is a resting order the caller `refuses` to fill (futures: a close
 * that would fill beyond its position's bankruptcy price).
 */
import { mulUnits, ONE } from '../money';
import type { BookSide } from './book-side';
import type { BookPlan, Fill, Resting, StopReason, Taker } from './types';

export function planMatch(opposite: BookSide, taker: Taker, lot: bigint, refuses?: (maker: Resting) => boolean): BookPlan {
  const byQuote = taker.type === 'market' && taker.side === 'buy';
  let qtyLeft = byQuote ? 0n : (taker.qty ?? 0n);
  let quoteLeft = byQuote ? (taker.quote ?? 0n) : 0n;
  const fills: Fill[] = [];
  const cancels: Resting[] = [];
  let filledQty = 0n;
  let filledQuote = 0n;
  let stop: StopReason = 'bookExhausted';

  walk: for (const level of opposite.fromBest()) {
    if (taker.type === 'limit' && opposite.better(taker.price!, level.price)) {
      stop = 'limitPrice';
      break;
    }
    for (const maker of level.orders()) {
      // checked before self-trade prevention: an own order is cancelled only if it would have traded
      const want = byQuote ? affordable(quoteLeft, level.price, lot) : qtyLeft;
      if (want === 0n) {
        stop = 'filled';
        break walk;
      }
      if (maker.userId === taker.userId || refuses?.(maker)) {
        cancels.push(maker);
        continue;
      }
      const qty = want < maker.remaining ? want : maker.remaining;
      const quote = mulUnits(level.price, qty);
      fills.push({ makerId: maker.id, makerUserId: maker.userId, price: level.price, qty, quote, makerRemaining: maker.remaining - qty });
      filledQty += qty;
      filledQuote += quote;
      if (byQuote) quoteLeft -= quote;
      else qtyLeft -= qty;
      if (!byQuote && qtyLeft === 0n) {
        stop = 'filled';
        break walk;
      }
    }
  }
  // a market buy whose money ran out on the very last lot of the book spent what it could: filled
  const last = fills[fills.length - 1];
  if (byQuote && stop === 'bookExhausted' && last && affordable(quoteLeft, last.price, lot) === 0n) stop = 'filled';
  const rest =
    taker.type === 'limit' && qtyLeft > 0n
      ? { id: taker.id, userId: taker.userId, side: taker.side, price: taker.price!, remaining: qtyLeft }
      : null;
  return { fills, cancels, rest, filledQty, filledQuote, stop };
}

/** Whole lots that `quote` buys at `price`. */
export function affordable(quote: bigint, price: bigint, lot: bigint): bigint {
  if (price <= 0n) return 0n;
  const qty = (quote * ONE) / price;
  return qty - (qty % lot);
}

/** The smallest quantity step for a number of decimals (qtyPrecision 4 -> 10000n units). */
export const lotSize = (decimals: number): bigint => 10n ** BigInt(8 - decimals);
