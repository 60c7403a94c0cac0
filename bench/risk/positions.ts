/**
 * The bench's book of open positions on one perpetual: one position per user (one-way mode), long or short, cross
 * or isolated, leverage up to what the bracket allows, entries within ±8 % of the start mark. Positions whose
 * liquidation price lies within 1 % of the start mark are redrawn, so ticks that wander within ±0.5 % liquidate nothing.
 */
import {
  liquidationDirection,
  liquidationPrice,
  maxLeverageFor,
  notional,
  reaches,
  toBrackets,
  tpSlDirection,
  type LiquidationInput,
  type TriggerDirection,
} from '../../server/futures/math';
import { findPerpetual } from '../../server/catalogue/perpetuals';
import { ONE, toUnits } from '../../server/money';
import { Rng } from '../../server/simulator/prng';
import type { OpenPosition } from '../../server/futures/trading/futures-service';

export const SYMBOL = 'BTCUSDT-PERP';
const perp = findPerpetual(SYMBOL)!;
export const PRICE_PRECISION = perp.pricePrecision;
export const TICK = 10n ** BigInt(8 - PRICE_PRECISION);
export const START_MARK = toUnits('64000');
const CONTRACT_SIZE = toUnits(perp.contractSize);
const BRACKETS = toBrackets(perp.tiers);

export interface BenchPosition extends LiquidationInput {
  id: string;
  /** the same position as the trading service hands it to the risk loop, and its user's spare contract balance */
  open: OpenPosition;
  spare: bigint;
  liquidationPrice: bigint;
  takeProfit: bigint;
  stopLoss: bigint;
}

/** the price `fraction` (e.g. 0.01) away from `price`, on the tick grid */
export const priceAway = (price: bigint, fraction: number): bigint =>
  ((price * BigInt(Math.round((1 + fraction) * 1e6))) / 1_000_000n / TICK) * TICK;

function draw(rng: Rng, id: string): BenchPosition {
  const side = rng.chance(0.5) ? 'long' : 'short';
  const lots = BigInt(1 + Math.floor(rng.next() ** 3 * 2_000));
  const qty = lots * CONTRACT_SIZE;
  const entry = priceAway(START_MARK, (rng.next() - 0.5) * 0.16);
  const cost = notional(qty, entry);
  const leverage = 1 + Math.floor(rng.next() * maxLeverageFor(BRACKETS, cost));
  const isolated = rng.chance(0.5);
  // a cross position's wallet is the user's whole contract balance: its margin plus some spare
  const spare = isolated ? 0n : (cost * BigInt(Math.floor(rng.next() * 50))) / 100n;
  const margin = cost / BigInt(leverage);
  const input: LiquidationInput = {
    side,
    qty,
    cost,
    walletBalance: margin + spare,
    otherMaintenance: 0n,
    otherUnrealisedPnl: 0n,
    brackets: BRACKETS,
    pricePrecision: PRICE_PRECISION,
  };
  const up = side === 'long' ? 1 : -1;
  const takeProfit = priceAway(entry, up * (0.02 + rng.next() * 0.1));
  const stopLoss = priceAway(entry, -up * (0.02 + rng.next() * 0.1));
  const marginMode = isolated ? 'isolated' : 'cross';
  const open: OpenPosition = {
    id: Number(id),
    userId: Number(id),
    symbol: SYMBOL,
    side,
    marginMode,
    leverage,
    lots,
    cost,
    margin,
    takeProfit,
    stopLoss,
    openedAt: 0,
  };
  return { ...input, id, open, spare, liquidationPrice: liquidationPrice(input), takeProfit, stopLoss };
}

/** safe at the start: no liquidation price and no TP/SL that a mark within 1 % of the start mark reaches */
function farFromStart(p: BenchPosition): boolean {
  const edges = [priceAway(START_MARK, -0.01), priceAway(START_MARK, 0.01)];
  const untouched = (direction: TriggerDirection, price: bigint) => edges.every((mark) => !reaches(direction, mark, price));
  return (
    untouched(liquidationDirection(p.side), p.liquidationPrice) &&
    untouched(tpSlDirection(p.side, 'takeProfit'), p.takeProfit) &&
    untouched(tpSlDirection(p.side, 'stopLoss'), p.stopLoss)
  );
}

export function generatePositions(seed: number, count: number): BenchPosition[] {
  const rng = new Rng(seed);
  const positions: BenchPosition[] = [];
  while (positions.length < count) {
    const p = draw(rng, String(positions.length + 1));
    if (farFromStart(p)) positions.push(p);
  }
  return positions;
}

export { ONE };
