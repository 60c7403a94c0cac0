// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countdownClock$ } from '../../../../src/views/trade/cycle/orders/frameClock';

function prefersReducedMotion(reduce: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }),
  });
}

/** How many times the clock ticks in `ms` of (fake) time. */
function ticksIn(ms: number): number {
  let ticks = 0;
  const subscription = countdownClock$().subscribe(() => ticks++);
  vi.advanceTimersByTime(ms);
  subscription.unsubscribe();
  return ticks;
}

describe('the countdown rings’ clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks on every animation frame, so the ring turns smoothly', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date', 'setTimeout', 'setInterval'] });
    prefersReducedMotion(false);
    // about 60 frames a second
    expect(ticksIn(1_000)).toBeGreaterThan(30);
  });

  it('under prefers-reduced-motion ticks once a second: nothing moves between seconds, the text still counts down', () => {
    vi.useFakeTimers();
    prefersReducedMotion(true);
    expect(ticksIn(999)).toBe(1);
    expect(ticksIn(3_000)).toBe(4);
  });
});
