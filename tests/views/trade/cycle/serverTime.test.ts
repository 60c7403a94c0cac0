import { describe, expect, it } from 'vitest';
import { NO_READING, readIndex } from '../../../../src/views/trade/cycle/orders/serverTime';
import { indexTick } from '../../../helpers/cycle-fixtures';

describe('the server time a countdown runs on', () => {
  it('takes the clock difference from the ticks: recorded at ts, seen a moment later', () => {
    // the server is 5 s ahead; the tick took 40 ms to arrive
    const reading = readIndex(NO_READING, indexTick(7, '60000.00', 'BTCUSDT', 105_000), 100_040);
    expect(reading).toEqual({ price: '60000.00', offset: 4_960 });
  });

  it('keeps the largest difference seen: an old tick replayed on subscribe does not pull the clock back', () => {
    const replayed = readIndex(NO_READING, indexTick(1, '1', 'BTCUSDT', 10_000), 10_900);
    const fresh = readIndex(replayed, indexTick(2, '2', 'BTCUSDT', 11_000), 11_020);
    const slow = readIndex(fresh, indexTick(3, '3', 'BTCUSDT', 12_000), 12_500);
    expect([replayed.offset, fresh.offset, slow.offset, slow.price]).toEqual([-900, -20, -20, '3']);
  });

  it('a phone behind the server counts down on the server’s time', () => {
    expect(readIndex(NO_READING, indexTick(1, '1', 'BTCUSDT', 50_000), 20_000).offset).toBe(30_000);
  });

  it('without a tick there is nothing to tell', () => {
    expect(readIndex(NO_READING, undefined, 1_000)).toBe(NO_READING);
  });
});
