/**
 * The private `team` channel (docs/protocol.md, docs/addresses-and-team.md): the snapshot is the user's team counts; a
 * sign-up through user/register with a code pushes the new counts to each inviter up to three levels above the new
 * account, and to nobody else.
 */
import { describe, expect, it } from 'vitest';
import type { TeamCounts } from '@contract/team';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';
import { registerUser } from '../helpers/users';
import { serveApp } from '../ws/serve-app';
import { nextOn, WsClient } from '../ws/ws-client';

describe('team channel', () => {
  const ctx = useTestContext('sqlite');

  it('snapshots the counts and pushes a sign-up with a code to every inviter above it, and only to them', async () => {
    const alice = await registerUser(ctx());
    const codeOf = async (userId: number) =>
      (await ctx().db.selectFrom('users').select('invite_code').where('id', '=', userId).executeTakeFirstOrThrow()).invite_code;
    const bob = await registerUser(ctx(), { inviteCode: await codeOf(alice.userId) });
    const stranger = await registerUser(ctx());
    const url = await serveApp(ctx());
    const clients = await Promise.all([alice, bob, stranger].map(() => WsClient.connect(url)));
    [alice, bob, stranger].forEach((user, i) => {
      clients[i]!.send({ op: 'auth', token: user.token });
      clients[i]!.send({ op: 'sub', ch: 'team' });
    });
    const [forAlice, forBob, forStranger] = clients as [WsClient, WsClient, WsClient];
    expect((await nextOn(forAlice, 'team', 'snapshot')).data).toEqual<TeamCounts>({ teamSize: 1, directCount: 1, levels: [1, 0, 0] });
    expect((await nextOn(forBob, 'team', 'snapshot')).data).toEqual<TeamCounts>({ teamSize: 0, directCount: 0, levels: [0, 0, 0] });
    await nextOn(forStranger, 'team', 'snapshot');

    // carol signs up through the REST call with bob's code
    const email = `carol.${process.pid}@test.example`;
    await ctx().accounts.sendCode('email', email, 'register');
    const [sent] = await ctx().accounts.outbox(email);
    const api = await testApi(ctx());
    const body = { kind: 'email', email, password: 'secret123', repeatPassword: 'secret123', code: sent!.code, agreement: true };
    expect((await api.call('user/register', { ...body, inviteCode: await codeOf(bob.userId) })).status).toBe(200);

    expect((await nextOn(forBob, 'team', 'update')).data).toEqual<TeamCounts>({ teamSize: 1, directCount: 1, levels: [1, 0, 0] });
    expect((await nextOn(forAlice, 'team', 'update')).data).toEqual<TeamCounts>({ teamSize: 2, directCount: 1, levels: [1, 1, 0] });
    await forStranger.roundTrip();
    expect(forStranger.take('team')).toEqual([]);
    clients.forEach((c) => c.close());
  });
});
