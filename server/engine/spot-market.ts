/** One tradable symbol in memory: its book, its fee rates and its latest public trades (its TradeTape). */
import { toUnits } from '../money';
import type { SymbolDef } from '../catalogue/symbols';
import { OrderBook } from './order-book';
import { TradeTape } from './trade-tape';

export { RECENT_TRADES } from './trade-tape';

export class SpotMarket extends TradeTape {
  readonly book: OrderBook;
  readonly makerRate: bigint;
  readonly takerRate: bigint;

  constructor(readonly def: SymbolDef) {
    super();
    this.book = new OrderBook({ symbol: def.symbol, pricePrecision: def.pricePrecision, qtyPrecision: def.qtyPrecision });
    this.makerRate = toUnits(def.makerFee);
    this.takerRate = toUnits(def.takerFee);
  }

  get base(): string {
    return this.def.base;
  }

  get quote(): string {
    return this.def.quote;
  }
}
