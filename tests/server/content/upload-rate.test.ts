import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../server/clock';
import { UploadRate } from '../../../server/content/upload-rate';

describe('UploadRate', () => {
  it('allows perMinute attempts in any 60 seconds, per user, and says how long to wait', () => {
    const clock = new ManualClock(0);
    const rate = new UploadRate(3, clock);
    rate.take(1);
    clock.advance(20_000);
    rate.take(1);
    rate.take(1);
    expect(() => rate.take(1)).toThrow(expect.objectContaining({ status: 429, key: 'rateLimited', params: { seconds: 40 } }));
    rate.take(2);

    clock.advance(39_999);
    expect(() => rate.take(1)).toThrow(expect.objectContaining({ params: { seconds: 1 } }));
    clock.advance(1);
    rate.take(1);
    expect(() => rate.take(1)).toThrow(expect.objectContaining({ params: { seconds: 20 } }));
  });
});
