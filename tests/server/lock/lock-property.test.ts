/**
 * A property test of lock-mining on the real service (fast-check): random subscriptions (users, products, amounts in and
 * out of the limits, repeated client ids), early redemptions and revocations (repeated ones too), clock jumps of up to four days, runs
 * of the dividend job and restarts of the service from the database. After every step: the ledger is sound, the USDT
 * of the yield pool + the escrow + the users is unchanged (money only moves), the escrow holds exactly the principal of
 * the active orders, each order's payments are days 1…n once each with earnings n × its dividend, never ahead of the
 * clock, and after a job run (or a restart) exactly the days due; each user's USDT is what their orders give.
 * Size: LOCK_MODEL_RUNS × LOCK_MODEL_STEPS (default 6 × 30, the suite's and CI's run); LOCK_MODEL_SEED explores other
 * seeds, LOCK_MODEL_PATH replays a failure fast-check reported.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCK_PRODUCTS } from '../../../server/lock/products';
import { lockWorld, MODEL_USERS, type Step } from './lock-model';

const RUNS = Number(process.env.LOCK_MODEL_RUNS ?? 6);
const STEPS = Number(process.env.LOCK_MODEL_STEPS ?? 30);
const DAY = 86_400_000;

/** mostly amounts inside the products' limits, sometimes anything from 0.01 to 600,000.00 USDT */
const cents = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 10_000, max: 1_000_000 }) }, fc.integer({ min: 1, max: 60_000_000 }));
const user = fc.integer({ min: 0, max: MODEL_USERS - 1 });
const sometimes = fc.integer({ min: 0, max: 4 }).map((n) => n === 0);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('subscribe' as const),
      user,
      product: fc.integer({ min: 0, max: LOCK_PRODUCTS.length - 1 }),
      cents,
      repeat: sometimes,
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('redeem' as const), user, pick: fc.nat(50), repeat: sometimes }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('revoke' as const), user, pick: fc.nat(50), repeat: sometimes }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('jump' as const), ms: fc.integer({ min: 0, max: 4 * DAY }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('job' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restart' as const) }) },
);

describe('lock model (fast-check, real service)', () => {
  it(`moves money only and pays each due day once over ${RUNS} × ${STEPS} random steps`, async () => {
    let paid = 0;
    let revoked = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: STEPS, maxLength: STEPS }), async (steps) => {
        const w = await lockWorld();
        try {
          const total = await w.moneyTotal();
          for (const s of steps) {
            await w.apply(s);
            const what = JSON.stringify(s);
            expect(await w.ctx.ledger.checkInvariant(), `ledger after ${what}`).toEqual([]);
            expect(await w.moneyTotal(), `yield pool + escrow + users after ${what}`).toBe(total);
            expect(await w.problems(s.kind === 'job' || s.kind === 'restart'), `after ${what}`).toEqual([]);
          }
          paid += (await w.ctx.db.selectFrom('lock_payments').select('day').execute()).length;
          revoked += (await w.ctx.db.selectFrom('lock_orders').select('id').where('status', '=', 'revoked').execute()).length;
        } finally {
          await w.close();
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.LOCK_MODEL_SEED ?? 20_261_125), path: process.env.LOCK_MODEL_PATH },
    );
    // the walk is not empty: dividends were paid and orders revoked before their interest started
    expect([paid > 0, revoked > 0]).toEqual([true, true]);
  }, 600_000);
});
