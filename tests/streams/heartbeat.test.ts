import { describe, expect, it } from 'vitest';
import { livenessAfter, type Liveness } from '../../src/streams/heartbeat';

describe('livenessAfter', () => {
  it.each<[number, Liveness]>([
    [0, 'live'],
    [9_999, 'live'],
    [10_000, 'stale'],
    [19_999, 'stale'],
    [20_000, 'dead'],
  ])('%i ms of silence → %s', (silentMs, liveness) => {
    expect(livenessAfter(silentMs)).toBe(liveness);
  });
});
