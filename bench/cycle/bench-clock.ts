/**
 * The bench's clock: it stands still while the orders are placed (each placed at the instant the bench sets), then
 * runs in real time from a chosen instant, so that the service's own expiry timer fires at the expiries.
 */
import type { Clock } from '../../server/clock';

export class BenchClock implements Clock {
  private runningSince: number | null = null;

  constructor(private time: number) {}

  now(): number {
    return this.runningSince === null ? this.time : this.time + Math.floor(performance.now() - this.runningSince);
  }

  /** moves a standing clock forward */
  advance(ms: number): void {
    if (this.runningSince !== null || !(ms >= 0))
      throw new Error(`BenchClock.advance(${ms}): only a standing clock moves forward by steps`);
    this.time += ms;
  }

  /** from now on the clock runs in real time, from its current reading */
  run(): void {
    this.runningSince ??= performance.now();
  }
}
