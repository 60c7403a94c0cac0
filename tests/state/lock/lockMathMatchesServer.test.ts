/** The page's expected dividend is the server's number: the client's decimal-string math against server/lock/lock-math.ts. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dividendOf } from '../../../server/lock/lock-math';
import { LOCK_PRODUCTS } from '../../../server/lock/products';
import { fromUnits, toUnits } from '../../../server/money';
import { lockDailyDividend } from '../../../src/state/lock';

describe('lock dividends match the server', () => {
  it.each(LOCK_PRODUCTS.map((product) => [product.id, product] as const))(
    '%s: the daily dividend of any amount in cents',
    (_id, product) => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 50_000_000 }), (amountCents) => {
          const amount = (amountCents / 100).toFixed(2);
          expect(lockDailyDividend(amount, product.dailyRate)).toBe(fromUnits(dividendOf(toUnits(amount), product.dailyRate), 2));
        }),
        { seed: 16, numRuns: 500 },
      );
    },
  );
});
