import { describe, expect, it } from 'vitest';
import { findPerpetual, marginTiers, PERPETUALS } from '../../../server/catalogue/perpetuals';
import { SYMBOLS } from '../../../server/catalogue/symbols';

describe('perpetual catalogue', () => {
  it('lists one perpetual per spot pair, named <pair>-PERP, whose index is that pair', () => {
    expect(PERPETUALS.map((p) => p.underlying)).toEqual(SYMBOLS.map((s) => s.symbol));
    expect(findPerpetual('BTCUSDT-PERP')?.underlying).toBe('BTCUSDT');
    expect(findPerpetual('BTCUSDT')).toBeUndefined();
  });

  it('gives BTC 125x, the majors 50x and the rest 20x', () => {
    expect(findPerpetual('BTCUSDT-PERP')?.maxLeverage).toBe(125);
    expect(findPerpetual('ETHUSDT-PERP')?.maxLeverage).toBe(50);
    expect(findPerpetual('DOGEUSDT-PERP')?.maxLeverage).toBe(20);
  });

  it("derives Binance's BTCUSDT maintenance amounts from the brackets", () => {
    const btc = findPerpetual('BTCUSDT-PERP')!;
    expect(btc.tiers.map((t) => t.maintenanceAmount)).toEqual([
      '0',
      '50',
      '1300',
      '16300',
      '266300',
      '1266300',
      '2516300',
      '5016300',
      '25016300',
      '100016300',
    ]);
    expect(btc.tiers[1]).toMatchObject({ notionalFloor: '50000', notionalCap: '250000', maxLeverage: 100, maintenanceRate: '0.005' });
  });

  it('makes the maintenance margin continuous where two brackets meet', () => {
    const tiers = marginTiers([
      ['100', 10, '0.01'],
      ['300', 5, '0.05'],
    ]);
    // at notional 100: 100 × 0.01 − 0 = 1 in the first, 100 × 0.05 − 4 = 1 in the second
    expect(tiers[1]!.maintenanceAmount).toBe('4');
  });

  it('sizes a lot at a few to some tens of USDT', () => {
    for (const perp of PERPETUALS) {
      const spot = SYMBOLS.find((s) => s.symbol === perp.underlying)!;
      const lotValue = Number(perp.contractSize) * Number(spot.startPrice); // a test-only sanity bound, not money
      expect(lotValue, perp.symbol).toBeGreaterThan(1);
      expect(lotValue, perp.symbol).toBeLessThan(100);
    }
  });
});
