/**
 * Properties of the money math over random positions (fast-check): the liquidation price is where the margin
 * balance meets the maintenance margin, to one tick; a funding always sums to zero and never overpays a receiver.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateFunding,
  bracketOf,
  isBelowMaintenance,
  liquidationPrice,
  maintenanceAt,
  marginBalance,
  notional,
  sideSign,
  tickOf,
  type FundingPosition,
  type LiquidationInput,
} from '../../../../server/futures/math';
import { ONE } from '../../../../server/money';
import { BTC_BRACKETS } from './btc-brackets';

const PRICE_PRECISION = 2;
const TICK = tickOf(PRICE_PRECISION);

/** a position of 1 … 5,000 lots of 0.001 BTC entered at 1,000 … 200,000 USDT, leverage 1 … 125, cross or isolated */
const position = fc
  .record({
    side: fc.constantFrom('long' as const, 'short' as const),
    lots: fc.bigInt({ min: 1n, max: 5_000n }),
    entryTicks: fc.bigInt({ min: 100_000n, max: 20_000_000n }),
    leverage: fc.integer({ min: 1, max: 125 }),
    extraMargin: fc.bigInt({ min: 0n, max: 5_000n * ONE }),
    otherMaintenance: fc.bigInt({ min: 0n, max: 2_000n * ONE }),
    otherUnrealisedPnl: fc.bigInt({ min: -2_000n * ONE, max: 2_000n * ONE }),
  })
  .map(({ side, lots, entryTicks, leverage, extraMargin, otherMaintenance, otherUnrealisedPnl }): LiquidationInput => {
    const qty = lots * 100_000n; // 0.001 BTC a lot
    const cost = (qty * entryTicks * TICK) / ONE;
    return {
      side,
      qty,
      cost,
      walletBalance: cost / BigInt(leverage) + extraMargin,
      otherMaintenance,
      otherUnrealisedPnl,
      brackets: BTC_BRACKETS,
      pricePrecision: PRICE_PRECISION,
    };
  });

describe('liquidation price properties', () => {
  it('at LP the margin balance is at or above maintenance, one tick further it is below (within one tick)', () => {
    fc.assert(
      fc.property(position, (p) => {
        const lp = liquidationPrice(p);
        if (p.side === 'long' && lp === 0n) {
          // no liquidation price: the smallest price still keeps the margin balance at maintenance
          expect(isBelowMaintenance(p, TICK)).toBe(false);
          return;
        }
        const further = p.side === 'long' ? lp - TICK : lp + TICK;
        if (further > 0n) expect(isBelowMaintenance(p, further)).toBe(true);
        if (p.side === 'long' || lp > TICK) {
          // the rounding moved LP less than one tick toward the safe side, where margin balance − MM changes by
          // Q × (1 − MMR) a unit of price for a long and Q × (1 + MMR) for a short
          const gap = marginBalance(p, lp) - maintenanceAt(p, lp);
          const rate = bracketOf(p.brackets, notional(p.qty, lp)).rate;
          const oneTick = (p.qty * TICK * (ONE - sideSign(p.side) * rate)) / ONE / ONE;
          expect(gap).toBeGreaterThanOrEqual(-1n); // the MM itself is rounded up by less than a unit
          expect(gap).toBeLessThanOrEqual(oneTick + 2n);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});

const fundingBook = fc.array(
  fc.record({ side: fc.constantFrom('long' as const, 'short' as const), qty: fc.bigInt({ min: 1n, max: 10_000n * ONE }) }),
  { minLength: 1, maxLength: 40 },
);

describe('funding properties', () => {
  it('sums to exactly zero, and no receiver gets more than its pro-rata share + 1 unit', () => {
    fc.assert(
      fc.property(
        fundingBook,
        fc.bigInt({ min: 1n, max: 1_000_000n * ONE }),
        fc.bigInt({ min: -750_000n, max: 750_000n }),
        (rows, mark, rate) => {
          const positions: FundingPosition[] = rows.map((r, i) => ({ id: String(i + 1), ...r }));
          const payments = allocateFunding(positions, mark, rate);
          expect(payments.reduce((sum, p) => sum + p.amount, 0n)).toBe(0n);
          const total = payments.filter((p) => p.amount < 0n).reduce((sum, p) => sum - p.amount, 0n);
          const receivers = positions.filter((p) => (rate > 0n ? p.side === 'short' : p.side === 'long'));
          const receivedQty = receivers.reduce((sum, p) => sum + p.qty, 0n);
          for (const p of receivers) {
            const amount = payments.find((x) => x.positionId === p.id)!.amount;
            expect(amount).toBeGreaterThanOrEqual(0n);
            expect(amount * receivedQty).toBeLessThanOrEqual(total * p.qty + receivedQty);
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
