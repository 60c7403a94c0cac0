/**
 * Every book whose trades market data folds into tickers and candles: the spot pairs and the perpetuals. A perpetual
 * trades in lots; its volumes are counted in the base asset (lots × contract size), so its candles and tickers read
 * like its spot pair's (docs/futures.md, "Perpetual books on the bus and in market data").
 */
import { PERPETUALS, underlyingOf } from '../catalogue/perpetuals';
import { SYMBOLS } from '../catalogue/symbols';
import { ONE, toUnits } from '../money';

export interface ListedBook {
  symbol: string;
  pricePrecision: number;
  /** decimals of a volume in the base asset */
  qtyPrecision: number;
  /** the ticker's price before the first trade (a spot pair's start price); null: no ticker until one */
  startPrice: string | null;
  /** base asset per unit of traded quantity, 1e-8 units */
  baseUnit: bigint;
}

export const LISTED_BOOKS: readonly ListedBook[] = Object.freeze([
  ...SYMBOLS.map((def) => ({
    symbol: def.symbol,
    pricePrecision: def.pricePrecision,
    qtyPrecision: def.qtyPrecision,
    startPrice: def.startPrice,
    baseUnit: ONE,
  })),
  ...PERPETUALS.map((perp) => ({
    symbol: perp.symbol,
    pricePrecision: perp.pricePrecision,
    qtyPrecision: underlyingOf(perp).qtyPrecision,
    startPrice: null,
    baseUnit: toUnits(perp.contractSize),
  })),
]);

const BY_SYMBOL = new Map(LISTED_BOOKS.map((book) => [book.symbol, book]));

export const findBook = (symbol: string): ListedBook | undefined => BY_SYMBOL.get(symbol);

/** A traded quantity (units of the book) in the base asset. */
export const baseQty = (book: ListedBook, qty: bigint): bigint => (qty * book.baseUnit) / ONE;
