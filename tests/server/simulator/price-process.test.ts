import { describe, expect, it } from 'vitest';
import { PriceProcess } from '../../../server/simulator/price-process';
import { deriveSeed, Rng } from '../../../server/simulator/prng';
import { DAY_MS } from '../../../server/catalogue/intervals';

const params = { anchor: 64000, volatility: 0.6, halfLifeMs: 7 * DAY_MS };
const path = (seed: number, steps: number, dt = 2000) => {
  const p = new PriceProcess(params, { logPrice: Math.log(64000), rng: deriveSeed(seed, 'BTCUSDT', 'process') });
  return Array.from({ length: steps }, () => p.step(dt));
};

describe('price process', () => {
  it('follows the same path for the same seed', () => {
    expect(path(7, 500)).toEqual(path(7, 500));
  });

  it('follows another path for another seed', () => {
    expect(path(7, 50)).not.toEqual(path(8, 50));
  });

  it('resumes exactly from a saved state', () => {
    const a = new PriceProcess(params, { logPrice: Math.log(64000), rng: 99 });
    for (let i = 0; i < 100; i++) a.step(1000);
    const b = new PriceProcess(params, a.state);
    expect(Array.from({ length: 20 }, () => b.step(1000))).toEqual(Array.from({ length: 20 }, () => a.step(1000)));
  });

  it('moves by a realistic amount per step and stays near its anchor over months', () => {
    const prices = path(3, 20_000, 10 * 60_000);
    const returns = prices.slice(1).map((p, i) => Math.abs(Math.log(p / prices[i]!)));
    expect(Math.max(...returns)).toBeLessThan(0.05);
    expect(Math.min(...prices)).toBeGreaterThan(64000 / 2);
    expect(Math.max(...prices)).toBeLessThan(64000 * 2);
  });
});

describe('rng', () => {
  it('gives uniform values in [0, 1) and a resumable state', () => {
    const r = new Rng(123);
    const xs = Array.from({ length: 1000 }, () => r.next());
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    const copy = new Rng(r.state);
    expect(copy.next()).toBe(r.next());
  });

  it('derives distinct streams per label', () => {
    expect(deriveSeed(1, 'BTCUSDT', 'process')).not.toBe(deriveSeed(1, 'ETHUSDT', 'process'));
    expect(deriveSeed(1, 'BTCUSDT', 'process')).toBe(deriveSeed(1, 'BTCUSDT', 'process'));
  });
});
