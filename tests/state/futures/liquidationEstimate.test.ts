import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarginTier } from '@contract/futures';
import { findPerpetual } from '../../../server/catalogue/perpetuals';
import { liquidationPrice, toBrackets } from '../../../server/futures/math';
import { fromUnits, toUnits } from '../../../server/money';
import { compare, mul } from '../../../src/decimal';
import { estimateLiquidationPrice, type LiquidationEstimateInput } from '../../../src/state/futures';

const BTC = findPerpetual('BTCUSDT-PERP')!;
const DOGE = findPerpetual('DOGEUSDT-PERP')!;

const estimate = (input: Partial<LiquidationEstimateInput>) =>
  estimateLiquidationPrice({
    side: 'long',
    qty: '0.01',
    cost: '600',
    walletBalance: '60',
    otherMaintenance: '0',
    otherUnrealisedPnl: '0',
    tiers: BTC.tiers,
    pricePrecision: 2,
    ...input,
  });

describe('estimateLiquidationPrice (hand-computed, docs/futures.md)', () => {
  it.each([
    // 10 lots of BTC (Q 0.01) at 60,000, isolated 10x: LP = (60 − 600) / (0.01 × 0.004 − 0.01) = 54216.867…, up
    ['isolated long 10x, tier 1', { walletBalance: '60' }, '54216.87'],
    // short: (60 + 600) / (0.01 × 0.004 + 0.01) = 65737.051…, down
    ['isolated short 10x, tier 1', { side: 'short' as const, walletBalance: '60' }, '65737.05'],
    // 20x: (30 − 600) / −0.00996 = 57228.915…
    ['isolated long 20x', { walletBalance: '30' }, '57228.92'],
    // 100x: (6 − 600) / −0.00996 = 59638.554…
    ['isolated long 100x', { walletBalance: '6' }, '59638.56'],
    // 5 BTC at 60,000 (N 300,000: tier 3, rate 0.01, cum 1,300), 10x: (30000 + 1300 − 300000) / (5 × −0.99) = 54282.828…
    ['isolated long 10x, tier 3', { qty: '5', cost: '300000', walletBalance: '30000' }, '54282.83'],
    // short, tier 3: (30000 + 1300 + 300000) / (5 × 1.01) = 65603.960…, down
    ['isolated short 10x, tier 3', { side: 'short' as const, qty: '5', cost: '300000', walletBalance: '30000' }, '65603.96'],
    // cross with 1,000 USDT behind a 600 USDT long: the wallet covers more than the cost, no liquidation
    ['cross long fully covered', { walletBalance: '1000' }, '0'],
    // cross long with another position's MM 10 and loss −20: (200 − 10 − 20 − 600) / −0.00996 = 43172.690…
    ['cross long with another position', { walletBalance: '200', otherMaintenance: '10', otherUnrealisedPnl: '-20' }, '43172.70'],
  ])('%s → %s', (_name, input, expected) => {
    expect(estimate(input)).toBe(expected);
  });
});

/** A random position valued by the client's estimate and by the server's own function must agree to the tick. */
describe('estimateLiquidationPrice equals the server’s liquidationPrice', () => {
  const serverPrice = (input: LiquidationEstimateInput, tiers: readonly MarginTier[]) =>
    fromUnits(
      liquidationPrice({
        side: input.side,
        qty: toUnits(input.qty),
        cost: toUnits(input.cost),
        walletBalance: toUnits(input.walletBalance),
        otherMaintenance: toUnits(input.otherMaintenance),
        otherUnrealisedPnl: toUnits(input.otherUnrealisedPnl),
        brackets: toBrackets(tiers),
        pricePrecision: input.pricePrecision,
      }),
    );

  it('for random positions of BTC and DOGE, long and short, cross and isolated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(BTC, DOGE),
        fc.constantFrom('long' as const, 'short' as const),
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 1, max: 125 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 50_000 }),
        (perp, side, lots, leverage, extraPercent, otherMm) => {
          const price = perp === BTC ? '60000.12' : '0.12345';
          const qty = mul(String(lots), perp.contractSize);
          const costUnits = (toUnits(qty) * toUnits(price)) / 100_000_000n;
          const cost = fromUnits(costUnits);
          const wallet = fromUnits((costUnits * BigInt(100 + extraPercent * 50)) / BigInt(leverage * 100));
          const input: LiquidationEstimateInput = {
            side,
            qty,
            cost,
            walletBalance: wallet,
            otherMaintenance: fromUnits(BigInt(otherMm) * 1000n),
            otherUnrealisedPnl: '0',
            tiers: perp.tiers,
            pricePrecision: perp.pricePrecision,
          };
          expect(compare(estimateLiquidationPrice(input), serverPrice(input, perp.tiers))).toBe(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
