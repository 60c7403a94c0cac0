/**
 * Random runs of deposits, blocks, withdrawals and rejections keep the withdrawal rules (docs/wallet.md; the runs
 * continue one chain and one user, so a counterexample is the failing run on top of the ones before it): a withdrawal is
 * accepted exactly when amount + fee fits what may be withdrawn (locked deposits excluded), the user's frozen USDT is the
 * amount + fee of the withdrawals not yet broadcast, sys:fees holds the fees of the broadcast ones, each withdrawal has
 * one freeze and at most one payout or refund entry, and the ledger stays sound.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../server/errors';
import { toUnits } from '../../../server/money';
import { useWithdraw } from './withdraw-fixture';

type Op = { kind: 'deposit'; amount: string } | { kind: 'mine' } | { kind: 'withdraw'; amount: string } | { kind: 'reject'; pick: number };

// blocks come often enough for deposits to unlock and withdrawals to be broadcast within a run
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deposit' as const), amount: fc.constantFrom('50', '120', '300.5') }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'mine' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), amount: fc.constantFrom('100', '149', '250.25', '399') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reject' as const), pick: fc.nat() }) },
);

const FEE = toUnits('1');

describe('withdrawal rules under random runs', () => {
  const w = useWithdraw();

  it('hold after every step', { timeout: 120_000 }, async () => {
    const { ctx, alice } = w();
    await w().setFundPassword(alice);
    const userId = alice.userId;
    const withdrawable = () => ctx.chain.withdrawableOf(userId, 'USDT');
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 20 }), async (ops) => {
        for (const step of ops) {
          if (step.kind === 'deposit') await w().simulate(alice, step.amount);
          else if (step.kind === 'mine') await w().mine(1);
          else if (step.kind === 'withdraw') {
            const fits = toUnits(step.amount) + FEE <= (await withdrawable());
            const accepted = await w()
              .withdraw(alice, step.amount)
              .then(
                () => true,
                (e: unknown) => {
                  if (e instanceof AppError && e.key === 'insufficientBalance') return false;
                  throw e;
                },
              );
            expect(accepted, `withdraw ${step.amount}`).toBe(fits);
          } else {
            const open = await ctx.db
              .selectFrom('withdrawals')
              .select('id')
              .where('status', 'in', ['review', 'submitted'])
              .orderBy('id')
              .execute();
            const target = open[step.pick % Math.max(open.length, 1)];
            if (target) await ctx.wallet.reject(Number(target.id), 'random refusal');
          }
          const rows = await ctx.db.selectFrom('withdrawals').selectAll().execute();
          const sum = (statuses: string[], of: (r: (typeof rows)[number]) => bigint) =>
            rows.filter((r) => statuses.includes(r.status)).reduce((s, r) => s + of(r), 0n);
          const { frozen } = await ctx.ledger.balance(userId, 'spot', 'USDT');
          expect(frozen).toBe(sum(['review', 'submitted'], (r) => BigInt(r.amount) + BigInt(r.fee)));
          expect(await ctx.ledger.amount('sys:fees', 'USDT')).toBe(sum(['broadcast', 'confirmed'], (r) => BigInt(r.fee)));
          const entries = await ctx.db
            .selectFrom('ledger_tx')
            .select(['kind', 'ref'])
            .where('kind', 'like', 'withdraw%')
            .orderBy('id')
            .execute();
          for (const r of rows) {
            const kinds = entries.filter((e) => e.ref === String(r.id)).map((e) => e.kind);
            const after = { review: [], submitted: [], broadcast: ['withdraw'], confirmed: ['withdraw'], rejected: ['withdraw_reject'] }[
              r.status
            ];
            expect(kinds, `withdrawal ${r.id} (${r.status})`).toEqual(['withdraw_freeze', ...after]);
          }
          expect(await ctx.ledger.checkInvariant()).toEqual([]);
        }
      }),
      { numRuns: 30 },
    );
  });
});
