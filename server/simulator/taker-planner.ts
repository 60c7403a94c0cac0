/**
 * The taker bot, as a pure planner. When the book lags the fair price it crosses the stale levels
 * with a limit order exactly as large as what rests up to the fair price (so it fills completely
 * and moves the last price there); otherwise it sometimes sends a noise order, market or limit
 * at the touch. Every price move therefore comes out of real matching.
 */
import { toUnits } from '../money';
import type { Rng } from './prng';
import { floatToUnits, unitsToFloat } from './sim-units';
import type { SimParams } from './sim-params';
import type { SymbolDef } from '../catalogue/symbols';
import type { BookUnits, BotCommand } from './bot-commands';

export interface TakerInput {
  def: SymbolDef;
  params: SimParams;
  fair: bigint;
  book: BookUnits;
  rng: Rng;
}

/** A single sweep never spends more than this many noise orders' worth. */
const SWEEP_CAP = 4;
const QUOTE_DECIMALS = 2;

export function planTaker(input: TakerInput): BotCommand | null {
  const { def, params, fair, book, rng } = input;
  const cap = floatToUnits((SWEEP_CAP * params.takerNotional) / unitsToFloat(fair), def.qtyPrecision, 'floor');
  const bestAsk = book.asks[0];
  const bestBid = book.bids[0];
  if (bestAsk && bestAsk[0] < fair) return sweep('buy', book.asks, (p) => p < fair, cap, def);
  if (bestBid && bestBid[0] > fair) return sweep('sell', book.bids, (p) => p > fair, cap, def);
  if (!rng.chance(params.takerProbability)) return null;
  const buy = rng.chance(0.5);
  const notional = params.takerNotional * rng.logNormal(0.8);
  const atTouch = rng.chance(0.3);
  const touch = buy ? bestAsk : bestBid;
  if (!touch) return null;
  const qty = floatToUnits(notional / unitsToFloat(touch[0]), def.qtyPrecision, 'floor');
  if (qty < toUnits(def.minQty)) return null;
  if (atTouch) return { kind: 'limit', side: buy ? 'buy' : 'sell', price: touch[0], quantity: qty < touch[1] ? qty : touch[1] };
  return buy
    ? { kind: 'market-buy', quoteAmount: floatToUnits(notional, QUOTE_DECIMALS, 'floor') }
    : { kind: 'market-sell', quantity: qty };
}

function sweep(
  side: 'buy' | 'sell',
  levels: BookUnits['asks'],
  inRange: (price: bigint) => boolean,
  cap: bigint,
  def: SymbolDef,
): BotCommand | null {
  let qty = 0n;
  let price = 0n;
  for (const [p, q] of levels) {
    if (!inRange(p) || qty >= cap) break;
    qty += q;
    price = p;
  }
  if (qty > cap) qty = cap;
  if (qty < toUnits(def.minQty)) return null;
  return { kind: 'limit', side, price, quantity: qty };
}
