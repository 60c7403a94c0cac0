/**
 * A property test of cycle contracts on the real service (fast-check): random orders (users, symbols, categories,
 * periods, stakes, directions, repeated client ids) between random index moves (a move of 0 ticks makes ties), tick
 * recordings, passing time with settlement, and restarts of the service from the database. After every step: the
 * ledger is sound (balanced entries, no negative user or house account), the USDT of the pool, the escrow, the fees
 * and the users sums to what was there at the start (money is only moved), the escrow holds exactly the stake + fee
 * of the open orders, each user's USDT equals their deposit less open stakes and fees plus settled profits, and every
 * order has one acceptance entry and, once settled, one settlement entry. When every period has ended, no order is
 * open and verify:cycle re-derives every result from the tick log.
 * Size: CYCLE_MODEL_RUNS × CYCLE_MODEL_STEPS (default 10 × 40, the suite's and CI's run); CYCLE_MODEL_SEED explores
 * other seeds, CYCLE_MODEL_PATH replays a failure fast-check reported, CYCLE_MODEL_TRACE=1 prints the refusals per run.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CYCLE_PERIODS } from '../../../server/cycle/rules';
import { verifyCycle } from '../../../server/cycle/verify';
import { toUnits } from '../../../server/money';
import { cycleBookProblems, cycleMoney, moneyTotal, userResultProblems } from './helpers-proof/cycle-books';
import { MODEL_DEPOSIT, MODEL_SYMBOLS, MODEL_USERS, modelWorld, type Step } from './helpers-proof/cycle-model-world';

const RUNS = Number(process.env.CYCLE_MODEL_RUNS ?? 10);
const STEPS = Number(process.env.CYCLE_MODEL_STEPS ?? 40);

/** mostly stakes inside every period's limits, sometimes anything from 0.01 to 100,000.00 USDT */
const cents = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1_000, max: 50_000 }) }, fc.integer({ min: 1, max: 10_000_000 }));
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      user: fc.integer({ min: 0, max: MODEL_USERS - 1 }),
      symbol: fc.integer({ min: 0, max: MODEL_SYMBOLS.length - 1 }),
      // one in ten names the other category: refused, nothing moves
      wrongCategory: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      direction: fc.constantFrom('up' as const, 'down' as const),
      // now and then one index past the table: an unknown period
      period: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 0, max: CYCLE_PERIODS.length - 1 }) }, fc.constant(CYCLE_PERIODS.length)),
      cents,
      // one in five sends the user's previous request again (the same clientId): answered by the first order
      repeat: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      symbol: fc.integer({ min: 0, max: MODEL_SYMBOLS.length - 1 }),
      ticks: fc.integer({ min: -3, max: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('record' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pass' as const), ms: fc.integer({ min: 0, max: 70_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restart' as const) }) },
);

describe('cycle model (fast-check, real service)', () => {
  it(`moves money only, keeps the escrow equal to the open orders and settles each order once over ${RUNS} × ${STEPS} random steps`, async () => {
    let settled = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: STEPS, maxLength: STEPS }), async (steps) => {
        const w = await modelWorld();
        try {
          const total = moneyTotal(await cycleMoney(w.ctx.db));
          const deposits = new Map(w.users.map((id) => [id, toUnits(MODEL_DEPOSIT)]));
          const check = async (what: string) => {
            expect(await w.ctx.ledger.checkInvariant(), `ledger after ${what}`).toEqual([]);
            expect(await cycleBookProblems(w.ctx.db), `cycle books after ${what}`).toEqual([]);
            expect(moneyTotal(await cycleMoney(w.ctx.db)), `pool + escrow + fees + users after ${what}`).toBe(total);
            expect(await userResultProblems(w.ctx.db, deposits), `users' USDT against their results after ${what}`).toEqual([]);
          };
          for (const s of steps) {
            await w.apply(s);
            await check(JSON.stringify(s));
          }
          await w.settleAll();
          await check('every period ended');
          const orders = await w.ctx.db.selectFrom('cycle_orders').select(['status', 'outcome']).execute();
          expect(
            orders.filter((o) => o.status === 'open'),
            'open orders once every period ended',
          ).toEqual([]);
          expect((await cycleMoney(w.ctx.db)).escrow).toBe(0n);
          // every result is the one the rules derive from the tick log (npm run verify:cycle)
          expect(await verifyCycle(w.ctx.db)).toEqual({ checked: orders.length, mismatches: [] });
          settled += orders.length;
          if (process.env.CYCLE_MODEL_TRACE)
            console.log(
              `run: ${orders.length} orders settled (${orders.map((o) => o.outcome).join(' ')}); refused ${JSON.stringify(Object.fromEntries(w.refusals))}`,
            );
        } finally {
          await w.close();
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.CYCLE_MODEL_SEED ?? 20_261_124), path: process.env.CYCLE_MODEL_PATH },
    );
    // the walk is not empty: orders were accepted and settled
    expect(settled).toBeGreaterThan(0);
  }, 600_000);
});
