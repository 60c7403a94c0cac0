/**
 * The per-user upload rate: at most `perMinute` upload attempts in any 60 seconds. Counted when an
 * upload starts, before its file is read, so refused uploads count too (decoding one costs the
 * same). Kept in memory: a restart forgives, which is fine for a rate.
 */
import { systemClock, type Clock } from '../clock';
import { AppError } from '../errors';

export const UPLOAD_RATE_WINDOW_MS = 60_000;
const MAX_TRACKED_USERS = 10_000;

export class UploadRate {
  /** per user, the times of the attempts in the last window, oldest first */
  private readonly attempts = new Map<number, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Counts one attempt of `userId`, or throws 429 rateLimited (with the seconds to wait) when it is one too many. */
  take(userId: number): void {
    const now = this.clock.now();
    const recent = (this.attempts.get(userId) ?? []).filter((at) => now - at < UPLOAD_RATE_WINDOW_MS);
    this.attempts.set(userId, recent);
    if (recent.length >= this.perMinute) {
      throw new AppError(429, 'rateLimited', { seconds: Math.max(1, Math.ceil((recent[0]! + UPLOAD_RATE_WINDOW_MS - now) / 1000)) });
    }
    recent.push(now);
    if (this.attempts.size > MAX_TRACKED_USERS) this.forgetIdle(now);
  }

  private forgetIdle(now: number): void {
    for (const [userId, times] of this.attempts) {
      if (times.every((at) => now - at >= UPLOAD_RATE_WINDOW_MS)) this.attempts.delete(userId);
    }
  }
}
