import { expect } from 'vitest';

/** How long the screen or the server may take to reach an expected state on a busy machine. */
export const SETTLE_MS = 20_000;

/** expect.poll with room for a shared CPU: its 1 s default is shorter than a loaded page may need. */
export function soon<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: SETTLE_MS, interval: 100 });
}
