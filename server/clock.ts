/**
 * The one source of time on the server. Everything that reads the time (code and session expiry,
 * throttles, ledger entry times, and later funding, settlement and dividend jobs) asks the clock in
 * the AppContext instead of Date.now(), so a test can set the time and move it forward exactly.
 * The market simulator's pacing is real-time scheduling, not a reading of the time, and stays on
 * the system clock.
 */
export interface Clock {
  /** milliseconds since the Unix epoch */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * The running server's clock: the system clock, or with CLOCK_OFFSET_MS (test-only, refused unless the demo features
 * are on: server/config.ts) that many ms ahead of it, so that a test can let expiries pass while a server is down
 * without sleeping. Timers keep real durations: they count differences, which the offset does not change.
 */
export function serverClock(offsetMs = 0): Clock {
  return offsetMs === 0 ? systemClock : { now: () => Date.now() + offsetMs };
}

/** A clock that stands still until told to move: tests prove expiry to the millisecond with it. */
export class ManualClock implements Clock {
  constructor(private time: number = Date.now()) {}

  now(): number {
    return this.time;
  }

  advance(ms: number): void {
    if (!(ms >= 0)) throw new Error(`ManualClock.advance: ${ms} is not a forward step`);
    this.time += ms;
  }
}
