import { describe, expect, it } from 'vitest';
import { canResume, CLOSE_ABOVE, decideReply, decideUpdate, RESUME_BELOW, SKIP_ABOVE } from '../../../server/ws/flow-control';

describe('flow-control decisions', () => {
  const MiB = 1024 * 1024;
  it.each([
    [0, true, false, 'send'],
    [SKIP_ABOVE, true, false, 'send'],
    [SKIP_ABOVE + 1, true, false, 'dirty'],
    [SKIP_ABOVE + 1, false, false, 'skip'],
    [100, true, true, 'skip'],
    [100, false, true, 'skip'],
    [CLOSE_ABOVE, true, false, 'dirty'],
    [CLOSE_ABOVE + 1, false, false, 'close'],
    [CLOSE_ABOVE + 1, true, true, 'close'],
  ] as const)('an update with %i bytes buffered (depth %s, dirty %s) is %s', (buffered, isDepth, dirty, expected) => {
    expect(decideUpdate(buffered, isDepth, dirty)).toBe(expected);
  });

  it('uses the protocol thresholds', () => {
    expect([RESUME_BELOW, SKIP_ABOVE, CLOSE_ABOVE]).toEqual([256 * 1024, MiB, 4 * MiB]);
  });

  it('always answers requests unless the socket is beyond 4 MiB', () => {
    expect(decideReply(3 * MiB)).toBe('send');
    expect(decideReply(CLOSE_ABOVE + 1)).toBe('close');
  });

  it('resumes a dirty channel only below 256 KiB', () => {
    expect(canResume(RESUME_BELOW - 1)).toBe(true);
    expect(canResume(RESUME_BELOW)).toBe(false);
  });
});
