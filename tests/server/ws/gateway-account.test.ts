/**
 * The private `account` channel over the real services (docs/protocol.md): the snapshot is the user's UserInfo as
 * user/info answers it; an identity submission and the operator's approval, carried out by the review job, are each
 * pushed to their owner only (under certification, then certified with the higher credit score).
 */
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@contract/account';
import { recordDecision } from '../../../server/identity';
import { useIdentity, VALID_BASIC } from '../identity/identity-fixture';
import { serveApp } from './serve-app';
import { nextOn, WsClient } from './ws-client';

describe('account channel', () => {
  const f = useIdentity();

  it('snapshots the UserInfo and pushes each identity change to its owner only', async () => {
    const { ctx, alice, bob } = f();
    await f().bindPhone(alice);
    await f().bindPhone(bob);
    const client = await WsClient.connect(await serveApp(ctx));
    client.send({ op: 'auth', token: alice.token });
    client.send({ op: 'sub', ch: 'account' });
    const snapshot = (await nextOn(client, 'account', 'snapshot')).data as UserInfo;
    expect(snapshot).toEqual((await f().call<UserInfo>('user/info', {}, alice)).data);

    await f().call('user/identity/basic', VALID_BASIC, bob);
    await f().call('user/identity/basic', VALID_BASIC, alice);
    expect((await nextOn(client, 'account', 'update')).data).toMatchObject({ id: alice.userId, kycStatus: 'pending' });
    const [, aliceSubmission] = await ctx.db.selectFrom('identity_submissions').select('id').orderBy('id').execute();
    await recordDecision(ctx.db, Number(aliceSubmission!.id), { decision: 'approve', by: 'operator', now: ctx.clock.now() });
    await f().reviewJob().runDue();
    expect((await nextOn(client, 'account', 'update')).data).toMatchObject({ id: alice.userId, kycStatus: 'basic', creditScore: 110 });
    await client.roundTrip();
    expect(client.take('account')).toEqual([]);
    client.close();
  });
});
