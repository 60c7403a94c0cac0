import type { IndexTick } from '@contract/cycle';

/** What a card knows of its symbol's index: the latest price, and how far the server's clock is ahead of this one. */
export interface IndexReading {
  price: string | null;
  /** server time − local time in ms, null before the first tick */
  offset: number | null;
}

export const NO_READING: IndexReading = { price: null, offset: null };

/**
 * Folds the latest tick, seen at local time `seenAt`, into the reading. The server records a tick at its `ts` and
 * pushes it at once, so `ts − seenAt` is the clock difference less the delivery time: the largest value seen is the
 * best estimate (an old tick replayed on subscribe gives a smaller one). The countdown then ends when the server's
 * expiry comes, even on a phone whose clock is off.
 */
export function readIndex(reading: IndexReading, tick: IndexTick | undefined, seenAt: number): IndexReading {
  if (!tick) return reading;
  const offset = tick.ts - seenAt;
  return { price: tick.price, offset: reading.offset === null ? offset : Math.max(reading.offset, offset) };
}
