/**
 * user/identity/* (docs/identity.md): the path none → pending(basic) → basic → pending(advanced) → advanced through the
 * review job, the state refusals (bind first, one review at a time, Basic first, no level twice), resubmission after a
 * rejection, and the `account` push on every change.
 */
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@contract/account';
import type { IdentityStatus } from '@contract/identity';
import type { WithdrawLimits } from '@contract/wallet';
import { recordDecision } from '../../../server/identity';
import { useIdentity, VALID_BASIC } from './identity-fixture';

describe('identity verification', () => {
  const f = useIdentity();

  const status = async () => (await f().call<IdentityStatus>('user/identity/status', {}, f().alice)).data;
  const info = async () => (await f().call<UserInfo>('user/info', {}, f().alice)).data;
  const capUsdt = async () => (await f().call<WithdrawLimits>('wallet/withdraw/limits', {}, f().alice)).data.kycCapUsdt;
  const advancedBody = async () => ({
    frontUrl: await f().upload(f().alice),
    backUrl: await f().upload(f().alice),
    holdingUrl: await f().upload(f().alice),
  });
  const decide = async (decision: 'approve' | 'reject', reason?: string) => {
    const { submissionId } = await status();
    expect(
      await recordDecision(f().ctx.db, submissionId!, {
        decision,
        by: 'operator',
        now: f().ctx.clock.now(),
        ...(reason ? { reason } : {}),
      }),
    ).toBe('recorded');
    expect(await f().reviewJob().runDue()).toBe(1);
  };

  it('starts unverified with Basic next and nothing bound but the e-mail', async () => {
    expect(await status()).toEqual({
      level: 'none',
      status: 'none',
      submissionId: null,
      submissionLevel: null,
      rejectReason: null,
      submittedAt: null,
      reviewedAt: null,
      next: 'basic',
      requirements: { emailBound: true, phoneBound: false },
    });
    expect(await info()).toMatchObject({ kycStatus: 'none', kycLevel: 'none', creditScore: 100 });
  });

  it('refuses a submission until both e-mail and phone are bound, and stores nothing', async () => {
    const res = await f().call('user/identity/basic', VALID_BASIC, f().alice);
    expect([res.status, res.msg]).toEqual([409, 'Bind your e-mail and your phone number before identity verification']);
    expect(await f().ctx.db.selectFrom('identity_submissions').selectAll().execute()).toEqual([]);
    expect(await info()).toMatchObject({ kycStatus: 'none' });
  });

  it('goes from Basic to Advanced by review, raising the credit score and the withdrawal cap at each approval', async () => {
    const pushes: UserInfo[] = [];
    f().ctx.bus.on('account', (userId, user) => userId === f().alice.userId && pushes.push(user));
    await f().bindPhone(f().alice);
    expect(await capUsdt()).toBe('1000');

    const basic = await f().call<IdentityStatus>('user/identity/basic', { ...VALID_BASIC, idNumber: 'e1234 5678' }, f().alice);
    expect(basic.data).toMatchObject({ level: 'none', status: 'pending', submissionLevel: 'basic', next: null });
    const [row] = await f().ctx.db.selectFrom('identity_submissions').select(['name', 'id_number', 'country']).execute();
    expect(row).toEqual({ name: 'Alice Example', id_number: 'E12345678', country: 'GB' });
    expect(await info()).toMatchObject({ kycStatus: 'pending', kycLevel: 'none' });
    const again = await f().call('user/identity/basic', VALID_BASIC, f().alice);
    expect([again.status, again.msg]).toEqual([409, 'Your identity verification is under review; please wait for the result']);

    await decide('approve');
    expect(await status()).toMatchObject({ level: 'basic', status: 'approved', next: 'advanced' });
    expect(await info()).toMatchObject({ kycStatus: 'basic', kycLevel: 'basic', creditScore: 110 });
    expect(await capUsdt()).toBe('10000');
    const basicTwice = await f().call('user/identity/basic', VALID_BASIC, f().alice);
    expect([basicTwice.status, basicTwice.msg]).toEqual([409, 'This verification level is already approved']);

    const advanced = await f().call<IdentityStatus>('user/identity/advanced', await advancedBody(), f().alice);
    expect(advanced.data).toMatchObject({ level: 'basic', status: 'pending', submissionLevel: 'advanced' });
    // a review in progress never lowers what is approved
    expect(await info()).toMatchObject({ kycStatus: 'pending', kycLevel: 'basic' });
    expect(await capUsdt()).toBe('10000');

    await decide('approve');
    expect(await status()).toMatchObject({ level: 'advanced', status: 'approved', next: null });
    expect(await info()).toMatchObject({ kycStatus: 'advanced', kycLevel: 'advanced', creditScore: 120 });
    expect(await capUsdt()).toBe('1000000');
    expect(pushes.map((p) => [p.kycStatus, p.creditScore])).toEqual([
      ['pending', 100],
      ['basic', 110],
      ['pending', 110],
      ['advanced', 120],
    ]);
  });

  it('refuses Advanced before Basic is approved', async () => {
    await f().bindPhone(f().alice);
    const res = await f().call('user/identity/advanced', await advancedBody(), f().alice);
    expect([res.status, res.msg]).toEqual([409, 'Complete Basic verification before Advanced verification']);
    expect(await f().ctx.db.selectFrom('identity_submissions').selectAll().execute()).toEqual([]);
  });

  it('shows a rejection with its reason, leaves the level and the score, and takes a new submission', async () => {
    await f().bindPhone(f().alice);
    await f().call('user/identity/basic', VALID_BASIC, f().alice);
    await decide('reject', 'The name does not match the passport');
    expect(await status()).toMatchObject({
      level: 'none',
      status: 'rejected',
      rejectReason: 'The name does not match the passport',
      next: 'basic',
    });
    expect(await info()).toMatchObject({ kycStatus: 'rejected', kycLevel: 'none', creditScore: 100 });
    const again = await f().call<IdentityStatus>('user/identity/basic', VALID_BASIC, f().alice);
    expect(again.data).toMatchObject({ status: 'pending', rejectReason: null });
    expect(await f().ctx.db.selectFrom('identity_submissions').select('status').orderBy('id').execute()).toEqual([
      { status: 'rejected' },
      { status: 'pending' },
    ]);
  });

  it('answers each user their own status only', async () => {
    await f().bindPhone(f().alice);
    await f().call('user/identity/basic', VALID_BASIC, f().alice);
    const bobs = await f().call<IdentityStatus>('user/identity/status', {}, f().bob);
    expect(bobs.data).toMatchObject({ status: 'none', submissionId: null });
  });
});
