/** The settlement timer fires at the earliest expiry on the server clock, moves earlier for a sooner one, and stops. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../server/clock';
import { ExpiryTimer } from '../../../server/cycle/expiry-timer';

describe('expiry timer', () => {
  const clock = new ManualClock(1_000_000);
  let fired = 0;
  let timer: ExpiryTimer;
  beforeEach(() => {
    vi.useFakeTimers();
    fired = 0;
    timer = new ExpiryTimer(clock, () => fired++);
  });
  afterEach(() => {
    timer.stop();
    vi.useRealTimers();
  });

  it('fires at the expiry, not before', () => {
    timer.include(clock.now() + 30_000);
    vi.advanceTimersByTime(29_999);
    expect(fired).toBe(0);
    vi.advanceTimersByTime(1);
    expect(fired).toBe(1);
  });

  it('moves to a sooner expiry and ignores a later one', () => {
    timer.include(clock.now() + 30_000);
    timer.include(clock.now() + 10_000);
    timer.include(clock.now() + 60_000);
    vi.advanceTimersByTime(10_000);
    expect(fired).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(fired).toBe(1);
  });

  it('fires at once for an expiry already past, and never once stopped', () => {
    timer.set(clock.now() - 5_000);
    vi.advanceTimersByTime(0);
    expect(fired).toBe(1);
    timer.stop();
    timer.include(clock.now() + 1);
    vi.advanceTimersByTime(10);
    expect(fired).toBe(1);
  });
});
