/**
 * A store for @fastify/rate-limit that reads the server clock (its own store reads Date.now), so
 * request ceilings end when the clock says, in tests as in production. Each limiter gets its own
 * counters (child).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { FixedWindows } from '../accounts/fixed-windows';
import type { Clock } from '../clock';

type Reply = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function clockStore(clock: Clock): FastifyRateLimitStoreCtor {
  return class ClockStore implements FastifyRateLimitStore {
    private readonly windows = new FixedWindows();

    incr(key: string, reply: Reply, timeWindow: number): void {
      const now = clock.now();
      const window = this.windows.hit(key, now, timeWindow);
      reply(null, { current: window.count, ttl: window.endsAt - now });
    }

    read(key: string, reply: Reply): void {
      const now = clock.now();
      const window = this.windows.get(key, now);
      reply(null, window ? { current: window.count, ttl: window.endsAt - now } : { current: 0, ttl: 0 });
    }

    child(): FastifyRateLimitStore {
      return new ClockStore();
    }
  };
}
