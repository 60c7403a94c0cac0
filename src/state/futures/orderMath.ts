/**
 * The futures form's numbers (docs/futures.md, Orders): an open order freezes its initial margin plus its taker fee,
 * `N / leverage + N × takerFee`, N at the limit price (market: mark × 1.05 for a buy, the mark for a sell).
 */
import type { PositionSide } from '@contract/futures';
import { add, compare, divFloor, isDecimal, isPositive, mul } from '../../decimal';

/** What a market buy may pay at most above the mark: the order walks the book up to 5 % away. */
export const MARKET_BUY_RESERVE = '1.05';
/** USDT amounts are shown and compared to the cent upwards of this many decimals */
export const MARGIN_DECIMALS = 8;

export interface OpenOrderTerms {
  side: PositionSide;
  type: 'limit' | 'market';
  /** the limit price as typed; ignored for market */
  price: string;
  mark: string;
  leverage: number;
  contractSize: string;
  takerFee: string;
}

/** The price the margin is reserved at, or null while it cannot be known (no price typed, no mark yet). */
export function reservationPrice(terms: OpenOrderTerms): string | null {
  const price = terms.type === 'limit' ? terms.price : terms.side === 'long' ? mul(terms.mark, MARKET_BUY_RESERVE) : terms.mark;
  return isDecimal(price) && isPositive(price) ? price : null;
}

/** Notional of `lots` at the reservation price. */
export const notionalOf = (lots: string, contractSize: string, price: string): string => mul(mul(lots, contractSize), price);

export interface OrderCost {
  /** initial margin: N / leverage, cut to 8 decimals */
  margin: string;
  /** N × taker fee */
  fee: string;
  /** what is frozen: margin + fee */
  total: string;
}

export function orderCost(lots: string, terms: OpenOrderTerms): OrderCost | null {
  const price = reservationPrice(terms);
  if (price === null || !isDecimal(lots) || !isPositive(lots)) return null;
  const notional = notionalOf(lots, terms.contractSize, price);
  const margin = divFloor(notional, String(terms.leverage), MARGIN_DECIMALS) as string;
  const fee = mul(notional, terms.takerFee);
  return { margin, fee, total: add(margin, fee) };
}

/** The most lots the available margin pays for (margin + fee per lot), capped by the symbol's order limit. */
export function maxLots(available: string | null, terms: OpenOrderTerms, maxOrderLots: number): number {
  const price = reservationPrice(terms);
  if (price === null || available === null || !isPositive(available)) return 0;
  const perLot = orderCost('1', terms);
  if (!perLot || !isPositive(perLot.total)) return 0;
  const lots = divFloor(available, perLot.total, 0) as string;
  return compare(lots, String(maxOrderLots)) > 0 ? maxOrderLots : Number(lots);
}

/** `percent` % of the most lots, whole lots, cut down. */
export const lotsAtPercent = (max: number, percent: number): number => Math.floor((max * percent) / 100);
