/**
 * Fiat withdrawals end to end on the server (docs/wallet.md "Fiat withdrawals"), on a ManualClock: the freeze, the bank
 * job's steps at 60 s and 120 s with the payment as one balanced entry, the review threshold with the operator's recorded
 * decisions carried out by the job (approve; reject with the refund), idempotency by client id, the KYC refusal, the caps
 * through the service exactly at and one unit over, and the rolling 24 h window to the millisecond.
 */
import { describe, expect, it } from 'vitest';
import { approveFiatWithdrawal, rejectFiatWithdrawal } from '../../../server/fiat/decisions';
import { fiatById } from '../../../server/fiat/fiat-store';
import { fiatRequest, outcome, useFiat, VISA } from './fiat-test-fixture';

const entriesOf = async (f: ReturnType<ReturnType<typeof useFiat>>, kind: string) =>
  f.ctx.db.selectFrom('ledger_tx').select(['id', 'ref']).where('kind', '=', kind).execute();

describe('fiat withdrawals', () => {
  const f = useFiat();

  it('freezes the amount, then the bank takes it after 60 s and pays it 120 s later: amount − fee out, fee to fees', async () => {
    const { ctx, clock, alice } = f();
    await f().ready(alice, 'basic', '1000');
    const pushed: string[] = [];
    ctx.bus.on('fiatWithdrawal', (userId, w) => pushed.push(`${userId} ${w.status}`));
    const w = await f().fiatWithdraw(alice, '100');
    expect(w).toMatchObject({ status: 'submitted', amount: '100', fee: '5', rate: '0.92', receive: '87.4', cardLast4: '1111' });
    expect(w).toMatchObject({ cardBrand: 'visa', btcEquivalent: '0.05' });
    expect(await f().usdt(alice)).toEqual(['900.00000000', '100.00000000']);

    clock.advance(59_999);
    expect(await ctx.fiat.runBank()).toEqual([]);
    clock.advance(1);
    expect((await ctx.fiat.runBank()).map((x) => x.status)).toEqual(['processing']);
    clock.advance(119_999);
    expect(await ctx.fiat.runBank()).toEqual([]);
    clock.advance(1);
    expect((await ctx.fiat.runBank()).map((x) => x.status)).toEqual(['paid']);
    expect(await ctx.fiat.runBank()).toEqual([]);

    expect(await f().usdt(alice)).toEqual(['900.00000000', '0.00000000']);
    const [paid] = await entriesOf(f(), 'fiat_withdraw');
    const postings = await ctx.db.selectFrom('postings').select(['account', 'amount']).where('tx_id', '=', paid!.id).execute();
    expect(new Map(postings.map((p) => [p.account, String(p.amount)]))).toEqual(
      new Map([
        [`u:${alice.userId}:spot:frozen`, '-10000000000'],
        ['sys:external', '9500000000'],
        ['sys:fees', '500000000'],
      ]),
    );
    expect(await entriesOf(f(), 'fiat_withdraw')).toHaveLength(1);
    expect(pushed).toEqual([`${alice.userId} submitted`, `${alice.userId} processing`, `${alice.userId} paid`]);
    const stored = await ctx.db.selectFrom('fiat_withdrawals').selectAll().executeTakeFirstOrThrow();
    // only the last 4 digits and a hash of the card are kept
    expect(JSON.stringify(stored)).not.toContain('4111111111111111');
    expect(stored.card_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('above 50,000 USDT waits for review; an approval is carried out by the next bank run, a rejection refunds', async () => {
    const { ctx, clock, alice } = f();
    await f().ready(alice, 'advanced', '200000');
    const approved = await f().fiatWithdraw(alice, '50000.00000001');
    const rejected = await f().fiatWithdraw(alice, '60000');
    const notReview = await f().fiatWithdraw(alice, '50000');
    expect([approved.status, rejected.status, notReview.status]).toEqual(['review', 'review', 'submitted']);
    expect(await f().usdt(alice)).toEqual(['39999.99999999', '160000.00000001']);

    expect(await approveFiatWithdrawal(ctx.db, Number(approved.id))).toBe('recorded');
    expect(await rejectFiatWithdrawal(ctx.db, Number(rejected.id), 'The name does not match the card')).toBe('recorded');
    expect(await approveFiatWithdrawal(ctx.db, Number(rejected.id))).toBe('alreadyDecided');
    expect(await approveFiatWithdrawal(ctx.db, Number(notReview.id))).toBe('notInReview');
    expect(await approveFiatWithdrawal(ctx.db, 999)).toBe('notFound');
    // the decision alone moves no money
    expect(await f().usdt(alice)).toEqual(['39999.99999999', '160000.00000001']);

    await ctx.fiat.runBank();
    expect((await fiatById(ctx.db, Number(approved.id)))?.status).toBe('submitted');
    const back = await fiatById(ctx.db, Number(rejected.id));
    expect(back).toMatchObject({ status: 'rejected', rejectReason: 'The name does not match the card' });
    expect(await f().usdt(alice)).toEqual(['99999.99999999', '100000.00000001']);
    expect(await entriesOf(f(), 'fiat_withdraw_reject')).toHaveLength(1);
    // the approval's 60 s count from when it was carried out
    clock.advance(60_000);
    await ctx.fiat.runBank();
    expect((await fiatById(ctx.db, Number(approved.id)))?.status).toBe('processing');
  });

  it('a repeated client id answers the first withdrawal; with another amount or card it is 409; nothing more moves', async () => {
    const { alice } = f();
    await f().ready(alice, 'basic', '1000');
    const req = fiatRequest('100');
    const first = await f().ctx.fiat.withdraw(alice.userId, req);
    expect(await f().ctx.fiat.withdraw(alice.userId, req)).toEqual(first);
    expect(await f().ctx.fiat.withdraw(alice.userId, { ...req, cardNumber: VISA.replace(/ /g, '') })).toEqual(first);
    expect(await outcome(f().ctx.fiat.withdraw(alice.userId, { ...req, amount: '101' }))).toBe('409 clientIdReused');
    expect(await outcome(f().ctx.fiat.withdraw(alice.userId, { ...req, cardNumber: '5555 5555 5555 4444' }))).toBe('409 clientIdReused');
    expect(await f().usdt(alice)).toEqual(['900.00000000', '100.00000000']);
  });

  it('refuses a user who has not verified their identity, whatever the amount', async () => {
    const { alice } = f();
    await f().ready(alice, 'none', '1000');
    expect(await outcome(f().fiatWithdraw(alice, '100'))).toBe('422 fiatKycRequired');
    await f().ctx.db.updateTable('users').set({ kyc_status: 'pending' }).where('id', '=', alice.userId).execute();
    expect(await outcome(f().fiatWithdraw(alice, '100'))).toBe('422 fiatKycRequired');
    expect(await f().usdt(alice)).toEqual(['1000.00000000', '0.00000000']);
  });

  it.each<['basic' | 'advanced', string, string]>([
    // level, at the cap (BTCUSDT 2,000), one unit (1e-8 BTC) over
    ['basic', '400000', '400000.00000001'],
    ['advanced', '1000000', '1000000.00000001'],
  ])('%s: %s USDT (the cap in BTC) is accepted; one BTC unit more is refused and freezes nothing', async (level, atCap, over) => {
    const { alice, bob } = f();
    await f().ready(alice, level, '1000001');
    await f().ready(bob, level, '1000001');
    expect(await outcome(f().fiatWithdraw(alice, atCap))).toBe('accepted');
    const refused = level === 'advanced' ? '422 fiatAboveMaximum' : '422 fiatCapReached';
    expect(await outcome(f().fiatWithdraw(bob, over))).toBe(refused);
    expect(await outcome(f().fiatWithdraw(alice, '50'))).toBe('422 fiatCapReached');
    expect((await f().usdt(bob))[1]).toBe('0.00000000');
  });

  it('advanced: two withdrawals that sum to 500 BTC are accepted, 1e-8 BTC more is not', async () => {
    const { alice } = f();
    await f().ready(alice, 'advanced', '1000001');
    expect(await outcome(f().fiatWithdraw(alice, '999000'))).toBe('accepted');
    // 1000 USDT is 0.5 BTC: exactly the 500 BTC; 1000.00000001 would be 0.50000001
    expect(await outcome(f().fiatWithdraw(alice, '1000.00000001'))).toBe('422 fiatCapReached');
    expect(await outcome(f().fiatWithdraw(alice, '1000'))).toBe('accepted');
  });

  it('the window is rolling 24 h: a withdrawal counts until exactly 24 h after it, then not', async () => {
    const { ctx, clock, alice } = f();
    await f().ready(alice, 'basic', '900000');
    expect(await outcome(f().fiatWithdraw(alice, '300000'))).toBe('accepted');
    clock.advance(12 * 3_600_000);
    expect(await outcome(f().fiatWithdraw(alice, '100000'))).toBe('accepted');
    expect(await outcome(f().fiatWithdraw(alice, '50'))).toBe('422 fiatCapReached');
    expect((await ctx.fiat.limits(alice.userId)).leftBtc).toBe('0');
    clock.advance(12 * 3_600_000 - 1);
    expect(await outcome(f().fiatWithdraw(alice, '50'))).toBe('422 fiatCapReached');
    clock.advance(1);
    // the first is now exactly 24 h old: out of the window, 150 BTC free again
    expect(await ctx.fiat.limits(alice.userId)).toMatchObject({ usedBtc: '50', leftBtc: '150', capBtc: '200', allowed: true });
    expect(await outcome(f().fiatWithdraw(alice, '300000'))).toBe('accepted');
    expect(await outcome(f().fiatWithdraw(alice, '0.00000001'))).not.toBe('accepted');
  });

  it('insufficient available USDT is refused and freezes nothing', async () => {
    const { alice } = f();
    await f().ready(alice, 'basic', '99.99');
    expect(await outcome(f().fiatWithdraw(alice, '100'))).toBe('422 insufficientBalance');
    expect(await f().usdt(alice)).toEqual(['99.99000000', '0.00000000']);
  });
});
