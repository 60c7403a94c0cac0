/**
 * `npm run operator -- withdrawals …` (docs/identity.md): the decision on a crypto withdrawal in review is only recorded;
 * the network's next block carries it out — an approved one is broadcast in that block, a rejected one refunded (frozen →
 * available) with its reason — exactly once.
 */
import { describe, expect, it } from 'vitest';
import { useWithdraw } from '../wallet/withdraw-fixture';
import { withdrawalsInReview } from './money-fixture';
import { operator } from './operator-output';

describe('operator: withdrawals', () => {
  const w = useWithdraw();
  const run = (...argv: string[]) => operator(w().ctx.db, w().ctx.clock.now(), ...argv);
  const statusOf = async (id: number) =>
    w().ctx.db.selectFrom('withdrawals').select(['status', 'tx_hash', 'reject_reason']).where('id', '=', id).executeTakeFirstOrThrow();

  it('lists the withdrawals in review', async () => {
    expect((await run('withdrawals', 'list')).out).toEqual(['no withdrawal is waiting in review']);
    const [first] = await withdrawalsInReview(w());
    const list = await run('withdrawals', 'list');
    expect(list.out[0]).toMatch(/^id\s+user\s+amount\s+network\s+address\s+requested\s+decision$/);
    expect(list.out[2]).toMatch(new RegExp(`^${first}\\s+${w().alice.userId}\\s+60000 USDT\\s+TRC20\\s+T\\w+\\s+.+ UTC\\s+–$`));
    expect(list.out).toHaveLength(4);
  });

  it('approve: the next block broadcasts it; reject: the next block refunds it with the reason', async () => {
    const [approved, rejected] = await withdrawalsInReview(w());
    expect(await w().frozen(w().alice)).toBe('130002.00000000');
    expect((await run('withdrawals', 'approve', String(approved))).code).toBe(0);
    expect((await run('withdrawals', 'reject', String(rejected), '--reason', 'Destination not verified')).code).toBe(0);
    // recorded only: nothing moved yet
    expect(await statusOf(approved!)).toMatchObject({ status: 'review', tx_hash: null });
    expect(await w().frozen(w().alice)).toBe('130002.00000000');
    expect((await run('withdrawals', 'list')).out[2]).toMatch(/\sapprove$/);

    await w().mine(1);
    expect(await statusOf(approved!)).toMatchObject({ status: 'broadcast', tx_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await statusOf(rejected!)).toMatchObject({ status: 'rejected', reject_reason: 'Destination not verified' });
    expect(await w().frozen(w().alice)).toBe('0.00000000');
    const entries = await w()
      .ctx.db.selectFrom('ledger_tx')
      .select(['kind', 'ref'])
      .where('kind', 'in', ['withdraw', 'withdraw_reject'])
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { kind: 'withdraw_reject', ref: String(rejected) },
      { kind: 'withdraw', ref: String(approved) },
    ]);
    // carried out once: later blocks only count confirmations
    await w().mine(2);
    expect((await w().ctx.db.selectFrom('ledger_tx').select('id').where('kind', '=', 'withdraw_reject').execute()).length).toBe(1);
  });

  it('refuses a second decision, a withdrawal not in review and a wrong id', async () => {
    const [first] = await withdrawalsInReview(w());
    expect((await run('withdrawals', 'approve', String(first))).code).toBe(0);
    const again = await run('withdrawals', 'reject', String(first), '--reason', 'changed my mind');
    expect([again.code, again.err[0]]).toEqual([1, `withdrawal ${first} already has a decision; its network's next block carries it out`]);
    await w().mine(1);
    expect((await run('withdrawals', 'approve', String(first))).err[0]).toBe(`withdrawal ${first} is not waiting in review`);
    expect(await run('withdrawals', 'approve', '4242')).toMatchObject({ code: 1, err: ['no withdrawal with id 4242'] });
  });
});
