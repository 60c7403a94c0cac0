/**
 * One tick of one perpetual: from the state the last tick left (or none), the index, the book and the time to the
 * next state, which is also the row the tick log stores (docs/futures.md, "Index, mark, tick log" and "Funding").
 */
import type { MarkTick, PerpetualInfo } from '@contract/futures';
import { fromUnits, toUnits } from '../../money';
import type { BookTop } from './book-top';
import { fundingRate, intervalStart, markOf, midOf, nextEma, premiumOf } from './mark-math';
import type { StoredTick } from './tick-store';

const HOUR_MS = 3_600_000;
const RATE_DECIMALS = 8;

export const fundingIntervalMs = (perp: PerpetualInfo): number => perp.fundingIntervalHours * HOUR_MS;

export function markStep(perp: PerpetualInfo, last: StoredTick | null, index: bigint, top: BookTop | null, ts: number): StoredTick {
  const intervalMs = fundingIntervalMs(perp);
  const mid = midOf(top, index);
  const ema = nextEma(last ? BigInt(last.ema) : 0n, mid, index);
  const mark = markOf(index, ema, perp.pricePrecision);
  // a tick counts towards the funding interval that contains its time; a new interval starts a new average
  const sameInterval = last !== null && intervalStart(last.ts, intervalMs) === intervalStart(ts, intervalMs);
  const premiumSum = (sameInterval ? BigInt(last.premium_sum) : 0n) + premiumOf(mark, index);
  const premiumCount = (sameInterval ? last.premium_count : 0) + 1;
  const rate = fundingRate(premiumSum / BigInt(premiumCount), toUnits(perp.interestRate), toUnits(perp.fundingRateCap));
  return {
    symbol: perp.symbol,
    seq: (last?.seq ?? 0) + 1,
    ts,
    index_price: String(index),
    mid: String(mid),
    ema: String(ema),
    mark_price: String(mark),
    premium_sum: String(premiumSum),
    premium_count: premiumCount,
    funding_rate: String(rate),
  };
}

/** The wire form of a stored tick (contract MarkTick). */
export function toMarkTick(perp: PerpetualInfo, row: StoredTick): MarkTick {
  return {
    symbol: row.symbol,
    seq: row.seq,
    ts: row.ts,
    index: fromUnits(BigInt(row.index_price), perp.pricePrecision),
    mark: fromUnits(BigInt(row.mark_price), perp.pricePrecision),
    fundingRate: fromUnits(BigInt(row.funding_rate), RATE_DECIMALS),
    nextFundingTime: intervalStart(row.ts, fundingIntervalMs(perp)) + fundingIntervalMs(perp),
  };
}
