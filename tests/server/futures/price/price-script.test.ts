import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../server/clock';
import { parsePriceScript, priceAt, scriptedIndex } from '../../../../server/futures/price/price-script';
import { toUnits } from '../../../../server/money';
import { createTestContext } from '../../helpers/context';

const u = toUnits;

describe('the scripted index price path (test-only)', () => {
  const path = [
    [0, u('64000.00')],
    [10_000, u('60000.00')],
    [13_000, u('60001.00')],
  ] as const;

  it.each([
    [-5, '64000.00'],
    [0, '64000.00'],
    [2_500, '63000.00'],
    [10_000, '60000.00'],
    // 60000 + 1 × 1000/3000 = 60000.3333… → rounded down to the tick
    [11_000, '60000.33'],
    [13_000, '60001.00'],
    [99_000, '60001.00'],
  ])('at %i ms it is %s (straight lines between points, held outside them)', (elapsed, expected) => {
    expect(priceAt(path, elapsed, 2)).toBe(u(expected));
  });

  it('follows the script for the pairs it names and the traded index for the others', () => {
    const clock = new ManualClock(1_000_000);
    const script = parsePriceScript('{"BTCUSDT": [[0, "64000.00"], [10000, "60000.00"]]}');
    const index = scriptedIndex(
      script,
      clock.now(),
      () => clock.now(),
      (pair) => (pair === 'ETHUSDT' ? u('3500.00') : null),
    );
    clock.advance(5_000);
    expect(index('BTCUSDT')).toBe(u('62000.00'));
    expect(index('ETHUSDT')).toBe(u('3500.00'));
    expect(index('SOLUSDT')).toBeNull();
  });

  it.each([
    ['[]', /object/],
    ['{"FOOUSDT": [[0, "1"]]}', /FOOUSDT/],
    ['{"BTCUSDT": []}', /points/],
    ['{"BTCUSDT": [[10, "1.00"], [10, "2.00"]]}', /increasing/],
    ['{"BTCUSDT": [[0, 64000]]}', /increasing ms, "price"/],
    ['{"BTCUSDT": [[0, "64000.001"]]}', /2 decimals/],
    ['{"BTCUSDT": [[0, "0"]]}', /positive/],
  ])('refuses %s with a message naming the problem', (json, message) => {
    expect(() => parsePriceScript(json)).toThrow(message);
  });
});

describe('a server started with PRICE_SCRIPT', () => {
  it("records the perpetual's index along the script as the clock moves", async () => {
    const file = path.resolve(import.meta.dirname, '../../../fixtures/price-scripts/btc-drop.json');
    const clock = new ManualClock(Date.UTC(2026, 0, 1, 12));
    const ctx = await createTestContext({ clock, config: { priceScript: file } });
    try {
      expect(ctx.prices.tick('BTCUSDT-PERP')).toMatchObject({ index: '64000.00', mark: '64000.00' });
      clock.advance(50_000);
      await ctx.prices.record();
      // halfway down from 64000 to 54400; the book is empty, so the mark is the index
      expect(ctx.prices.tick('BTCUSDT-PERP')).toMatchObject({ index: '59200.00', mark: '59200.00' });
      expect(ctx.prices.tick('ETHUSDT-PERP')).toMatchObject({ index: '3400.00' });
    } finally {
      await ctx.close();
    }
  });
});
