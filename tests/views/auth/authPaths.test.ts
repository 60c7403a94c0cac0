import { describe, expect, it } from 'vitest';
import { authPath } from '../../../src/views/auth/authPaths';

describe('authPath', () => {
  it.each([
    ['/register', null, '/register'],
    ['/login', '', '/login'],
    ['/retrieve', '/coinDetail/BTCUSDT?tab=depth', '/retrieve?redirect=%2FcoinDetail%2FBTCUSDT%3Ftab%3Ddepth'],
  ] as const)('%s with redirect %j is %s', (path, redirect, href) => {
    expect(authPath(path, redirect)).toBe(href);
  });
});
