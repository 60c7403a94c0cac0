/**
 * The liquidity bot, as a pure planner: given the fair price, its own resting orders and the
 * book, it returns the cancels and placements that move its ladder towards `levels` orders a side
 * on a fixed price grid around the fair price. Orders left inside the spread after a move and
 * orders beyond the ladder are cancelled first, so the book stays bounded (~levels per side).
 */
import { toUnits } from '../money';
import type { Rng } from './prng';
import { floatToUnits, stepUnits, unitsToFloat } from './sim-units';
import type { SimParams } from './sim-params';
import type { SymbolDef } from '../catalogue/symbols';
import type { BookUnits, BotCommand, BotOrder } from './bot-commands';

export interface MakerInput {
  def: SymbolDef;
  params: SimParams;
  fair: bigint;
  orders: readonly BotOrder[];
  book: BookUnits;
  rng: Rng;
  budget: number;
}

export interface Ladder {
  /** best first */
  bids: bigint[];
  asks: bigint[];
}

const PPM = 1_000_000n;
const bpsToPpm = (bps: number): bigint => BigInt(Math.round(bps * 100));

/** Grid spacing: levelStepBps of the start price, rounded to whole ticks, at least one tick. Fixed, so levels survive small moves. */
export function ladderStep(def: SymbolDef, params: SimParams): bigint {
  const tick = stepUnits(def.pricePrecision);
  const ticks = (toUnits(def.startPrice) * bpsToPpm(params.levelStepBps)) / PPM / tick;
  return (ticks < 1n ? 1n : ticks) * tick;
}

export function targetLadder(fair: bigint, step: bigint, params: SimParams): Ladder {
  const half = (fair * bpsToPpm(params.halfSpreadBps)) / PPM;
  const topBid = ((fair - half) / step) * step;
  let topAsk = ((fair + half + step - 1n) / step) * step;
  if (topAsk <= topBid) topAsk = topBid + step;
  const bids: bigint[] = [];
  const asks: bigint[] = [];
  for (let j = 0; j < params.levels; j++) {
    const bid = topBid - BigInt(j) * step;
    if (bid > 0n) bids.push(bid);
    asks.push(topAsk + BigInt(j) * step);
  }
  return { bids, asks };
}

export function planMaker(input: MakerInput): BotCommand[] {
  const { def, params, fair, orders, book, rng } = input;
  const step = ladderStep(def, params);
  const ladder = targetLadder(fair, step, params);
  const cancels = staleOrders(orders, ladder, step);
  const commands: BotCommand[] = cancels.slice(0, input.budget).map((o) => ({ kind: 'cancel', orderId: o.id }));
  const stale = new Set(cancels.map((o) => o.id));
  const held = new Set(orders.filter((o) => !stale.has(o.id)).map((o) => `${o.side}:${o.price}`));
  const bestAsk = book.asks[0]?.[0];
  const bestBid = book.bids[0]?.[0];
  const fairFloat = unitsToFloat(fair);
  for (let j = 0; j < params.levels && commands.length < input.budget; j++) {
    const size = (): bigint => levelQty(def, params, j, fairFloat, rng);
    const bid = ladder.bids[j];
    if (bid !== undefined && !held.has(`buy:${bid}`) && (bestAsk === undefined || bid < bestAsk)) {
      commands.push({ kind: 'limit', side: 'buy', price: bid, quantity: size() });
    }
    const ask = ladder.asks[j];
    if (ask !== undefined && commands.length < input.budget && !held.has(`sell:${ask}`) && (bestBid === undefined || ask > bestBid)) {
      commands.push({ kind: 'limit', side: 'sell', price: ask, quantity: size() });
    }
  }
  return commands;
}

/** Orders to cancel, most urgent first: inside the target spread, then beyond the ladder or off the grid, then duplicates. */
function staleOrders(orders: readonly BotOrder[], ladder: Ladder, step: bigint): BotOrder[] {
  const inside: BotOrder[] = [];
  const outside: BotOrder[] = [];
  const seen = new Set<string>();
  const topBid = ladder.bids[0] ?? 0n;
  const lowBid = ladder.bids[ladder.bids.length - 1] ?? 0n;
  const topAsk = ladder.asks[0]!;
  const highAsk = ladder.asks[ladder.asks.length - 1]!;
  for (const o of orders) {
    const key = `${o.side}:${o.price}`;
    const crossing = o.side === 'buy' ? o.price > topBid : o.price < topAsk;
    const beyond = o.side === 'buy' ? o.price < lowBid : o.price > highAsk;
    if (crossing) inside.push(o);
    else if (beyond || o.price % step !== 0n || seen.has(key)) outside.push(o);
    seen.add(key);
  }
  return [...inside, ...outside];
}

/** Deeper levels are larger; sizes vary log-normally, never below the symbol's minimum. */
function levelQty(def: SymbolDef, params: SimParams, level: number, fair: number, rng: Rng): bigint {
  const notional = params.levelNotional * (1 + 0.15 * level) * rng.logNormal(0.4);
  const qty = floatToUnits(notional / fair, def.qtyPrecision, 'floor');
  const min = toUnits(def.minQty);
  return qty < min ? min : qty;
}
