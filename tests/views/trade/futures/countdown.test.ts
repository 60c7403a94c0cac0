import { describe, expect, it } from 'vitest';
import { countdownText } from '../../../../src/views/trade/futures/market/countdown';

describe('countdownText (time to the next funding)', () => {
  it.each([
    [28_800_000, 0, '08:00:00'],
    [28_800_000, 28_799_001, '00:00:00'],
    [28_800_000, 28_798_999, '00:00:01'],
    [3_723_000, 0, '01:02:03'],
    [0, 5_000, '00:00:00'],
  ])('%i ms target at %i ms → %s', (target, now, text) => {
    expect(countdownText(target, now)).toBe(text);
  });
});
