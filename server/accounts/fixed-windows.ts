/**
 * Counters per key that start at the first hit and end a fixed time later, on the server clock.
 * Kept in memory (a restart forgives, which is fine for slowing abuse) and bounded: past `maxKeys`
 * the ended windows are dropped, then the oldest, so a flood of new keys cannot exhaust memory.
 */
export interface Window {
  count: number;
  endsAt: number;
}

export class FixedWindows {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly maxKeys = 100_000) {}

  /** The live window of `key`, if any. */
  get(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Counts one hit, in a new window of `windowMs` when `key` has none live. */
  hit(key: string, now: number, windowMs: number): Window {
    let window = this.get(key, now);
    if (!window) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > this.maxKeys) this.shrink(now);
    }
    window.count++;
    return window;
  }

  /** Takes back one hit of the live window of `key`. */
  unhit(key: string, now: number): void {
    const window = this.get(key, now);
    if (window && window.count > 0) window.count--;
  }

  delete(key: string): void {
    this.windows.delete(key);
  }

  private shrink(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // a Map iterates in insertion order: the oldest windows go first, down to 90% so this stays rare
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys * 0.9) break;
      this.windows.delete(key);
    }
  }
}
