/**
 * The review job (docs/identity.md "Review"): the demo auto-review approves only what has waited KYC_AUTO_REVIEW_MS, of a
 * user with both e-mail and phone bound; a recorded decision is carried out exactly once (the credit score rises once);
 * an approval is refused while a target is unbound.
 */
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@contract/account';
import { recordDecision } from '../../../server/identity';
import { useIdentity, VALID_BASIC } from './identity-fixture';

const WAIT_MS = 60_000;

describe('identity review job', () => {
  const f = useIdentity();
  const info = async () => (await f().call<UserInfo>('user/info', {}, f().alice)).data;
  const submit = async () => {
    await f().bindPhone(f().alice);
    expect((await f().call('user/identity/basic', VALID_BASIC, f().alice)).status).toBe(200);
  };

  it('auto-approves a submission once it has waited the published delay, not before', async () => {
    await submit();
    const job = f().reviewJob(WAIT_MS);
    f().ctx.clock.advance(WAIT_MS - 1000);
    expect(await job.runDue()).toBe(0);
    expect(await info()).toMatchObject({ kycStatus: 'pending' });
    f().ctx.clock.advance(1000);
    expect(await job.runDue()).toBe(1);
    expect(await info()).toMatchObject({ kycStatus: 'basic', creditScore: 110 });
    const [row] = await f().ctx.db.selectFrom('identity_submissions').select(['decided_by', 'status']).execute();
    expect(row).toEqual({ decided_by: 'auto', status: 'approved' });
  });

  it('never auto-approves with the auto-review off', async () => {
    await submit();
    f().ctx.clock.advance(24 * 3600_000);
    expect(await f().reviewJob(0).runDue()).toBe(0);
    expect(await info()).toMatchObject({ kycStatus: 'pending' });
  });

  it('leaves a user who unbound the phone pending, and refuses the operator approval too', async () => {
    await submit();
    await f().ctx.db.updateTable('users').set({ phone: null, country_code: null }).where('id', '=', f().alice.userId).execute();
    f().ctx.clock.advance(WAIT_MS);
    expect(await f().reviewJob(WAIT_MS).runDue()).toBe(0);
    const [s] = await f().ctx.db.selectFrom('identity_submissions').select('id').execute();
    expect(await recordDecision(f().ctx.db, Number(s!.id), { decision: 'approve', by: 'operator', now: f().ctx.clock.now() })).toBe(
      'notBound',
    );
    expect(await info()).toMatchObject({ kycStatus: 'pending', creditScore: 100 });
  });

  it('carries out a decision exactly once, and takes no second decision', async () => {
    await submit();
    const [s] = await f().ctx.db.selectFrom('identity_submissions').select('id').execute();
    const id = Number(s!.id);
    const now = f().ctx.clock.now();
    expect(await recordDecision(f().ctx.db, id, { decision: 'approve', by: 'operator', now })).toBe('recorded');
    expect(await recordDecision(f().ctx.db, id, { decision: 'reject', by: 'operator', reason: 'x', now })).toBe('alreadyDecided');
    const job = f().reviewJob();
    expect(await job.runDue()).toBe(1);
    expect(await job.runDue()).toBe(0);
    expect(await f().reviewJob().runDue()).toBe(0);
    expect(await recordDecision(f().ctx.db, id, { decision: 'reject', by: 'operator', reason: 'x', now })).toBe('notPending');
    expect(await recordDecision(f().ctx.db, id + 1, { decision: 'approve', by: 'operator', now })).toBe('notFound');
    expect(await info()).toMatchObject({ kycStatus: 'basic', creditScore: 110 });
  });
});
