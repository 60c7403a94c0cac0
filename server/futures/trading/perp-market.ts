/**
 * One perpetual in memory: its own order book on the engine's book and matcher, its rates, and its latest public
 * trades. The book counts quantity in lots: one lot is ONE unit of book quantity (qtyPrecision 0), so the engine's
 * matcher, depth, checksum and self-trade prevention work unchanged; notional = lots × contractSize × price.
 */
import type { PerpetualInfo } from '@contract/futures';
import { OrderBook } from '../../engine/order-book';
import { TradeTape } from '../../engine/trade-tape';
import { ONE, toUnits } from '../../money';
import { toBrackets, type Bracket, type PerpTerms } from '../math';

export class PerpMarket extends TradeTape {
  readonly book: OrderBook;
  readonly makerRate: bigint;
  readonly takerRate: bigint;
  /** base asset per lot, 1e-8 units */
  readonly contractSize: bigint;
  /** one price tick in 1e-8 units */
  readonly tick: bigint;
  /** the maintenance-margin table as units */
  readonly brackets: readonly Bracket[];

  constructor(readonly info: PerpetualInfo) {
    super();
    this.book = new OrderBook({ symbol: info.symbol, pricePrecision: info.pricePrecision, qtyPrecision: 0 });
    this.makerRate = toUnits(info.makerFee);
    this.takerRate = toUnits(info.takerFee);
    this.contractSize = toUnits(info.contractSize);
    this.tick = 10n ** BigInt(8 - info.pricePrecision);
    this.brackets = toBrackets(info.tiers);
  }

  get symbol(): string {
    return this.info.symbol;
  }

  /** What valuing a position needs (server/futures/math heldPosition). */
  get terms(): PerpTerms {
    return { contractSize: this.contractSize, brackets: this.brackets, pricePrecision: this.info.pricePrecision };
  }

  /** Book quantity (units) of a number of lots, and back. */
  static units(lots: bigint): bigint {
    return lots * ONE;
  }

  static lots(units: bigint): bigint {
    return units / ONE;
  }

  /** USDT notional of `lots` at `price`, rounded down to the unit: both sides of a fill use this same number. */
  notional(lots: bigint, price: bigint): bigint {
    return (lots * this.contractSize * price) / ONE;
  }

  /** Best bid, best ask and last trade price (F-price's basis input); null where there is none. */
  top(): { bid: bigint | null; ask: bigint | null; last: bigint | null } {
    return { bid: this.book.bestBid(), ask: this.book.bestAsk(), last: this.lastPrice };
  }

  /** A mark to work with before the first recorded tick: the middle of the book, else the last trade, else null. */
  fallbackMark(): bigint | null {
    const { bid, ask, last } = this.top();
    if (bid !== null && ask !== null) return ((bid + ask) / 2n / this.tick) * this.tick;
    return last ?? bid ?? ask;
  }
}
