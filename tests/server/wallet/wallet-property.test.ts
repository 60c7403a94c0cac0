/**
 * The wallet's model test of issue 15 "Proof": a long random run of deposits, blocks (credits, unlocks, broadcasts,
 * confirmations), crypto withdrawals and their rejections, fiat withdrawals, the simulated bank's steps and the operator's
 * recorded fiat decisions, and conversions both ways, on one user and one chain. After each step (every CHECK_EVERY steps
 * in a long run, and at the end): a withdrawal of either kind is accepted exactly when it fits what may be withdrawn
 * (locked deposits never leave) and, for fiat, the rolling 24 h cap; the frozen USDT is exactly what the open withdrawals
 * hold; sys:fees grew by exactly the fees of broadcast crypto and paid fiat withdrawals; each withdrawal has its freeze and
 * at most one payout or refund entry; and the ledger's invariant holds (every transaction balanced, no negative balance).
 *
 * Small under CI=true (the default run); `WALLET_MODEL_OPS=50000 npx vitest run tests/server/wallet/wallet-property.test.ts`
 * runs 50,000 steps (TMPDIR=/dev/shm keeps SQLite's syncs off the disk). A failure names the seed (WALLET_MODEL_SEED) and the step, so it can be replayed exactly.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../server/errors';
import { approveFiatWithdrawal, rejectFiatWithdrawal } from '../../../server/fiat/decisions';
import { FIAT_CAP_BTC, FIAT_WINDOW_MS } from '../../../server/fiat/rules';
import { toUnits } from '../../../server/money';
import { convertFixture } from '../convert/convert-fixture';
import { useFiat } from '../fiat/fiat-test-fixture';

const OPS = Number(process.env.WALLET_MODEL_OPS ?? 200);
const SEED = Number(process.env.WALLET_MODEL_SEED ?? 20_261_124);
/** the checks read every row and entry: after each step in the short run, every 500 steps in a long one */
const CHECK_EVERY = OPS > 2_000 ? 500 : 1;
const CRYPTO_FEE = toUnits('1');

/** mulberry32: a small seeded generator, so a failing run replays exactly from its seed */
function randomOf(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Step = 'deposit' | 'mine' | 'withdraw' | 'reject' | 'fiat' | 'bank' | 'decide' | 'convert';
const WEIGHTS: [Step, number][] = [
  ['deposit', 3],
  ['mine', 4],
  ['withdraw', 2],
  ['reject', 1],
  ['fiat', 2],
  ['bank', 3],
  ['decide', 1],
  ['convert', 1],
];
const TOTAL = WEIGHTS.reduce((s, [, w]) => s + w, 0);

describe('the wallet under a long random run', () => {
  const f = useFiat();

  it(`keeps every invariant over ${OPS} steps`, { timeout: 3_600_000 }, async () => {
    const { ctx, clock, alice } = f();
    await f().ready(alice, 'advanced', '1000');
    const { tradeAt } = await convertFixture(ctx, clock);
    await tradeAt('BTCUSDT', '2000');
    const userId = alice.userId;
    // the fund password has its own tests; its scrypt check would be most of a long run's time
    ctx.fundPasswords.check = async () => undefined;
    const feesAtStart = await ctx.ledger.amount('sys:fees', 'USDT');
    const random = randomOf(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const refusedAs = (key: string) => (e: unknown) => {
      if (e instanceof AppError && e.key === key) return false;
      throw e;
    };
    const counts: Record<Step, number> = { deposit: 0, mine: 0, withdraw: 0, reject: 0, fiat: 0, bank: 0, decide: 0, convert: 0 };

    const step = async (kind: Step) => {
      counts[kind]++;
      if (kind === 'deposit') await f().simulate(alice, pick(['50', '120', '300.5', '5000', '70000']));
      else if (kind === 'mine') await f().mine(1);
      else if (kind === 'withdraw') {
        const amount = pick(['100', '149', '250.25', '399']);
        const fits = toUnits(amount) + CRYPTO_FEE <= (await ctx.chain.withdrawableOf(userId, 'USDT'));
        const accepted = await f()
          .withdraw(alice, amount)
          .then(() => true, refusedAs('insufficientBalance'));
        expect(accepted, `crypto withdrawal of ${amount}`).toBe(fits);
      } else if (kind === 'reject') {
        const open = await ctx.db
          .selectFrom('withdrawals')
          .select('id')
          .where('status', 'in', ['review', 'submitted'])
          .orderBy('id')
          .execute();
        if (open.length > 0) await ctx.wallet.reject(Number(pick(open).id), 'random refusal');
      } else if (kind === 'fiat') await fiatStep(pick(['50', '100', '777.77', '60000']));
      else if (kind === 'bank') {
        clock.advance(pick([30_000, 60_000, 120_000, 3_600_000]));
        await ctx.fiat.runBank();
      } else if (kind === 'decide') {
        const open = await ctx.db
          .selectFrom('fiat_withdrawals')
          .select('id')
          .where('status', '=', 'review')
          .where('decision', 'is', null)
          .execute();
        if (open.length > 0) {
          const id = Number(pick(open).id);
          await (random() < 0.5 ? approveFiatWithdrawal(ctx.db, id) : rejectFiatWithdrawal(ctx.db, id, 'random refusal'));
        }
      } else {
        const [from, to, amount] = pick([
          ['USDT', 'BTC', '100'],
          ['BTC', 'USDT', '0.01'],
        ] as const);
        const quote = await ctx.convert.quote(userId, { from, to, amount });
        await ctx.convert
          .execute(userId, { quoteId: quote.id, clientId: `model-convert-${counts.convert}` })
          .catch(refusedAs('insufficientBalance'));
      }
    };

    const fiatStep = async (amount: string) => {
      const units = toUnits(amount);
      const since = clock.now() - FIAT_WINDOW_MS;
      const recent = await ctx.db.selectFrom('fiat_withdrawals').select(['btc_equivalent', 'created_at', 'status']).execute();
      const used = recent
        .filter((r) => Number(r.created_at) > since && r.status !== 'rejected')
        .reduce((s, r) => s + BigInt(r.btc_equivalent), 0n);
      const btc = (units * 100_000_000n + toUnits('2000') - 1n) / toUnits('2000');
      const fitsCap = used + btc <= FIAT_CAP_BTC.advanced;
      const fitsBalance = units <= (await ctx.chain.withdrawableOf(userId, 'USDT'));
      const outcome = await f()
        .fiatWithdraw(alice, amount)
        .then(
          () => 'accepted',
          (e: unknown) => (e instanceof AppError && ['insufficientBalance', 'fiatCapReached'].includes(e.key) ? e.key : Promise.reject(e)),
        );
      expect(outcome, `fiat withdrawal of ${amount}`).toBe(!fitsCap ? 'fiatCapReached' : fitsBalance ? 'accepted' : 'insufficientBalance');
    };

    const check = async (at: number) => {
      const crypto = await ctx.db.selectFrom('withdrawals').selectAll().execute();
      const fiat = await ctx.db.selectFrom('fiat_withdrawals').selectAll().execute();
      const sum = <R extends { status: string }>(rows: R[], statuses: string[], of: (r: R) => bigint) =>
        rows.filter((r) => statuses.includes(r.status)).reduce((s, r) => s + of(r), 0n);
      const { frozen } = await ctx.ledger.balance(userId, 'spot', 'USDT');
      const heldByCrypto = sum(crypto, ['review', 'submitted'], (r) => BigInt(r.amount) + BigInt(r.fee));
      const heldByFiat = sum(fiat, ['review', 'submitted', 'processing'], (r) => BigInt(r.amount));
      expect(frozen, `frozen USDT after step ${at}`).toBe(heldByCrypto + heldByFiat);
      const fees = sum(crypto, ['broadcast', 'confirmed'], (r) => BigInt(r.fee)) + sum(fiat, ['paid'], (r) => BigInt(r.fee));
      expect(await ctx.ledger.amount('sys:fees', 'USDT'), `sys:fees after step ${at}`).toBe(feesAtStart + fees);
      const entries = await ctx.db.selectFrom('ledger_tx').select(['kind', 'ref']).where('kind', 'like', '%withdraw%').execute();
      const kindsOf = (prefix: string, id: string) =>
        entries
          .filter((e) => e.ref === id && e.kind.startsWith(prefix))
          .map((e) => e.kind)
          .sort();
      for (const r of crypto) {
        const after = { review: [], submitted: [], broadcast: ['withdraw'], confirmed: ['withdraw'], rejected: ['withdraw_reject'] }[
          r.status
        ];
        expect(kindsOf('withdraw', String(r.id)), `withdrawal ${r.id} (${r.status})`).toEqual(['withdraw_freeze', ...after].sort());
      }
      for (const r of fiat) {
        const after = { review: [], submitted: [], processing: [], paid: ['fiat_withdraw'], rejected: ['fiat_withdraw_reject'] }[r.status];
        expect(kindsOf('fiat_', String(r.id)), `fiat withdrawal ${r.id} (${r.status})`).toEqual(['fiat_withdraw_freeze', ...after].sort());
      }
      expect(await ctx.ledger.checkInvariant(), `ledger after step ${at}`).toEqual([]);
    };

    for (let i = 1; i <= OPS; i++) {
      let roll = random() * TOTAL;
      const kind = WEIGHTS.find(([, w]) => (roll -= w) < 0)![0];
      try {
        await step(kind);
        if (i % CHECK_EVERY === 0 || i === OPS) await check(i);
        if (i % 5_000 === 0) process.stderr.write(`wallet model: ${i} of ${OPS} steps\n`);
      } catch (e) {
        throw new Error(`seed ${SEED}, step ${i} (${kind}): ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      }
    }
    console.log(`wallet model: ${OPS} steps`, counts);
    // the run did reach every kind of step and every withdrawal state
    for (const kind of Object.keys(counts) as Step[]) expect(counts[kind], kind).toBeGreaterThan(0);
    const statuses = async (table: 'withdrawals' | 'fiat_withdrawals') =>
      new Set((await ctx.db.selectFrom(table).select('status').execute()).map((r) => r.status));
    expect([...(await statuses('withdrawals'))]).toEqual(expect.arrayContaining(['confirmed', 'rejected']));
    expect([...(await statuses('fiat_withdrawals'))]).toEqual(expect.arrayContaining(['paid', 'rejected']));
  });
});
