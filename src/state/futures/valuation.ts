import type { Position } from '@contract/futures';
import { add, divFloor, mul, sub } from '../../decimal';

/** What moves with the mark: the position's unrealised PnL, ROE and value at one mark price. */
export interface Valuation {
  /** signed USDT, exact (no rounding: the display rounds) */
  unrealizedPnl: string;
  /** signed percent with 2 decimals, cut towards zero */
  roe: string;
  positionValue: string;
}

/** Base-asset quantity Q = lots × contract size. */
export const baseQuantity = (lots: string, contractSize: string): string => mul(lots, contractSize);

/**
 * The position's exact cost (Σ open-fill notional) as the server valued it: Q × markPrice − side × unrealisedPnl. The
 * server sends the entry price rounded to the tick, but its PnL is on the exact cost, so deriving the cost from the
 * pushed PnL keeps the live number equal to the server's to the last unit.
 */
export function costOf(position: Position, contractSize: string): string {
  const valueAtPush = mul(baseQuantity(position.quantity, contractSize), position.markPrice);
  return position.side === 'long' ? sub(valueAtPush, position.unrealizedPnl) : add(valueAtPush, position.unrealizedPnl);
}

/**
 * docs/futures.md: unrealised PnL = side × (Q × mark − cost); ROE = PnL ÷ initial margin (cost ÷ leverage), percent.
 */
export function valueAtMark(position: Position, mark: string, contractSize: string): Valuation {
  const cost = costOf(position, contractSize);
  const positionValue = mul(baseQuantity(position.quantity, contractSize), mark);
  const gain = sub(positionValue, cost);
  const unrealizedPnl = position.side === 'long' ? gain : sub('0', gain);
  const roe = divFloor(mul(unrealizedPnl, String(position.leverage * 100)), cost, 2) ?? '0.00';
  return { unrealizedPnl, roe, positionValue };
}
