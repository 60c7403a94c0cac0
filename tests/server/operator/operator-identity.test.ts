/**
 * `npm run operator -- identity …` (docs/identity.md): lists and shows what waits, records approve and reject decisions
 * that the server's review job carries out (UserInfo level, credit score, the higher withdrawal cap; or rejected with the
 * reason), refuses an approval while the phone is unbound, says so for a wrong id (exit 1) and a wrong command (exit 2).
 */
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@contract/account';
import type { IdentityStatus } from '@contract/identity';
import type { WithdrawLimits } from '@contract/wallet';
import { useIdentity, VALID_BASIC } from '../identity/identity-fixture';
import { operator } from './operator-output';

describe('operator: identity', () => {
  const f = useIdentity();
  const run = (...argv: string[]) => operator(f().ctx.db, f().ctx.clock.now(), ...argv);
  const submitted = async () => {
    await f().bindPhone(f().alice);
    return (await f().call<IdentityStatus>('user/identity/basic', VALID_BASIC, f().alice)).data.submissionId!;
  };

  it('lists and shows the submissions waiting for review', async () => {
    expect(await run('identity', 'list')).toEqual({ code: 0, out: ['no identity submission is waiting for review'], err: [] });
    const id = await submitted();
    const list = await run('identity', 'list');
    expect(list.code).toBe(0);
    expect(list.out[0]).toMatch(/^id\s+user\s+level\s+submitted\s+e-mail bound\s+phone bound\s+decision$/);
    expect(list.out[2]).toMatch(
      new RegExp(`^${id}\\s+${f().alice.userId}\\s+basic\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC\\s+yes\\s+yes\\s+–$`),
    );
    const show = await run('identity', 'show', String(id));
    expect(show.out).toEqual(
      expect.arrayContaining([
        'level          basic',
        'status         pending',
        'name           Alice Example',
        'ID number      E12345678',
      ]),
    );
  });

  it('approves: once the server carries it out the user is Basic, with the higher withdrawal cap', async () => {
    const id = await submitted();
    const approve = await run('identity', 'approve', String(id));
    expect(approve.code).toBe(0);
    expect(approve.out[0]).toContain(`identity submission ${id}: approve recorded`);
    expect(await f().reviewJob().runDue()).toBe(1);
    const info = (await f().call<UserInfo>('user/info', {}, f().alice)).data;
    expect(info).toMatchObject({ kycStatus: 'basic', kycLevel: 'basic', creditScore: 110 });
    const limits = (await f().call<WithdrawLimits>('wallet/withdraw/limits', {}, f().alice)).data;
    expect(limits).toMatchObject({ kycStatus: 'basic', kycCapUsdt: '10000' });
    expect((await run('identity', 'approve', String(id))).code).toBe(1);
  });

  it('rejects with the reason the user then sees', async () => {
    const id = await submitted();
    expect((await run('identity', 'reject', String(id), '--reason', 'The photo is blurred')).code).toBe(0);
    await f().reviewJob().runDue();
    const status = (await f().call<IdentityStatus>('user/identity/status', {}, f().alice)).data;
    expect(status).toMatchObject({ status: 'rejected', rejectReason: 'The photo is blurred', level: 'none', next: 'basic' });
    expect((await f().call<UserInfo>('user/info', {}, f().alice)).data).toMatchObject({ kycStatus: 'rejected', creditScore: 100 });
  });

  it('refuses an approval while the user has not bound both e-mail and phone', async () => {
    const id = await submitted();
    await f().ctx.db.updateTable('users').set({ email: null }).where('id', '=', f().alice.userId).execute();
    const approve = await run('identity', 'approve', String(id));
    expect(approve).toMatchObject({ code: 1, out: [] });
    expect(approve.err[0]).toContain('has not bound both e-mail and phone');
    expect(await f().reviewJob().runDue()).toBe(0);
  });

  it('lists every command on help', async () => {
    const help = await run('help');
    expect(help.code).toBe(0);
    expect(help.out.join('\n')).toContain('identity reject <id> --reason "…"');
    expect(help.out.join('\n')).toContain('withdrawals approve <id>');
  });

  it.each([
    [['identity', 'approve', '999'], 1, 'no identity submission with id 999'],
    [['identity', 'show', '999'], 1, 'no identity submission with id 999'],
    [['identity', 'reject', '1'], 2, '--reason "…" is required'],
    [['identity', 'reject', '1', '--reason', '  '], 2, '--reason "…" is required'],
    [['identity', 'approve', 'abc'], 2, '"abc" is not an id'],
    [['identity', 'approve'], 2, 'usage: identity approve <id>'],
    [['identity', 'approve', '1', '--force', 'yes'], 2, 'unknown option --force'],
    [['identity', 'promote', '1'], 2, 'unknown action "promote" of identity'],
    [['balances', 'set'], 2, 'unknown area "balances"'],
  ])('answers %j with exit %i', async (argv, code, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(code);
    expect(result.err.join('\n')).toContain(message);
  });
});
