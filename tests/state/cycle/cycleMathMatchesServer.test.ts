/** The page's fee and profit are the server's numbers: the client's decimal-string math against server/cycle/settle.ts. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CYCLE_PERIODS } from '../../../server/cycle/rules';
import { feeOf, winProfitOf } from '../../../server/cycle/settle';
import { fromUnits, toUnits } from '../../../server/money';
import { cycleFee, cycleProfit } from '../../../src/state/cycle';

/** the server's amounts are whole cents: written with 2 decimals as on the wire */
const cents = (units: bigint) => fromUnits(units, 2);

describe('cycle amounts match the server', () => {
  it.each(CYCLE_PERIODS.map((period) => [period.seconds, period] as const))('%i s: fee and profit of any stake in cents', (_s, period) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), (stakeCents) => {
        const stake = (stakeCents / 100).toFixed(2);
        expect(cycleFee(stake, period)).toBe(cents(feeOf(toUnits(stake), period.feeRate)));
        expect(cycleProfit(stake, period)).toBe(cents(winProfitOf(toUnits(stake), period.payoutRate)));
      }),
      { seed: 14, numRuns: 500 },
    );
  });
});
