import { describe, expect, it } from 'vitest';
import { DEFAULT_RESEND_SECONDS, resendWaitSeconds, secondsUntil } from '../../../src/views/components/codeCountdown';

describe('secondsUntil', () => {
  it.each([
    [60_000, 0, 60],
    [60_000, 1, 60],
    [60_000, 59_001, 1],
    [60_000, 60_000, 0],
    [60_000, 70_000, 0],
  ])('from deadline %i at %i: %i s', (deadline, now, seconds) => {
    expect(secondsUntil(deadline, now)).toBe(seconds);
  });
});

describe('resendWaitSeconds', () => {
  const now = 1_700_000_000_000;
  it.each([
    ['the server wait', now + 60_000, 60],
    ['a shorter server wait', now + 30_500, 31],
    ['the default for a server clock ahead by hours', now + 3 * 3600_000, DEFAULT_RESEND_SECONDS],
    ['the default for a server clock behind', now - 5_000, DEFAULT_RESEND_SECONDS],
    ['the default for a missing answer', Number.NaN, DEFAULT_RESEND_SECONDS],
  ])('uses %s', (_case, resendAfter, seconds) => {
    expect(resendWaitSeconds(resendAfter, now)).toBe(seconds);
  });
});
