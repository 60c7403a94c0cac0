import { describe, expect, it } from 'vitest';
import { DEEP_ROUTE_INDEX, isTabPath, routeIndexOf } from '../../../src/views/layout/tabs';
import { slideDirection } from '../../../src/views/layout/slideDirection';

describe('route indexes', () => {
  it.each([
    ['/home', 0],
    ['/market', 1],
    ['/trade', 2],
    ['/cycle', 3],
    ['/property', 4],
    ['/property/coinRecord', 5],
    ['/market/', 1],
    ['/coinDetail/BTC', DEEP_ROUTE_INDEX],
    ['/coinSearch', DEEP_ROUTE_INDEX],
  ])('%s -> %i', (path, index) => {
    expect(routeIndexOf(path)).toBe(index);
  });

  it('knows which paths are tabs', () => {
    expect([isTabPath('/home'), isTabPath('/property/coinRecord'), isTabPath('/coinSearch')]).toEqual([true, true, false]);
  });
});

describe('slideDirection', () => {
  it.each([
    ['/home', '/market', 'forward'],
    ['/property', '/market', 'back'],
    ['/market', '/coinDetail/BTC', 'forward'],
    ['/coinDetail/BTC', '/home', 'back'],
    ['/coinSearch', '/coinDetail/ETH', 'none'],
    ['/home', '/home', 'none'],
  ])('%s -> %s slides %s', (from, to, direction) => {
    expect(slideDirection(routeIndexOf(from), routeIndexOf(to))).toBe(direction);
  });
});
