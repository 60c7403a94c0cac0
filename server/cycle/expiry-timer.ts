/**
 * Fires the settlement at the earliest open expiry: one timer, set for that instant on the server clock. A timer that
 * fires a little early finds nothing due and sets itself again; tests leave it off and call settleDue() themselves.
 */
import type { Clock } from '../clock';

export class ExpiryTimer {
  private timer: NodeJS.Timeout | null = null;
  private at: number | null = null;
  private stopped = false;

  constructor(
    private readonly clock: Clock,
    private readonly fire: () => void,
  ) {}

  /** Fires at `expiry` unless it is already set to fire sooner. */
  include(expiry: number): void {
    if (this.at === null || expiry < this.at) this.set(expiry);
  }

  /** Fires at `expiry` (the new earliest), or never when null. */
  set(expiry: number | null): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.at = expiry;
    if (expiry === null || this.stopped) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.at = null;
        this.fire();
      },
      Math.max(0, expiry - this.clock.now()),
    );
  }

  stop(): void {
    this.stopped = true;
    this.set(null);
  }
}
