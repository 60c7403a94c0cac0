/**
 * Invite and team (docs/addresses-and-team.md): the invite code and link, registration with a code linking the new
 * account, the team size over three levels (a fourth is not counted), the direct count, and the list of direct invitees
 * only — masked, newest first, paged. Every user sees only their own team.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { InviteInfo, TeamSummary } from '@contract/team';
import { BACKENDS, useTestContext } from '../helpers/backends';
import { testApi, type TestApi } from '../helpers/http';
import { registerUser, type TestUser } from '../helpers/users';

describe.each(BACKENDS)('invite and team on $name', ({ name }) => {
  const ctx = useTestContext(name);
  let api: TestApi;

  beforeEach(async () => {
    api = await testApi(ctx());
  });

  const inviteOf = async (user: TestUser) => (await api.call<InviteInfo>('user/invite', {}, { token: user.token })).data;
  const teamOf = async (user: TestUser, body = {}) => (await api.call<TeamSummary>('user/team', body, { token: user.token })).data;
  const invitedBy = async (inviter: TestUser, email?: string) =>
    registerUser(ctx(), { inviteCode: (await inviteOf(inviter)).inviteCode, ...(email ? { email } : {}) });

  it('gives the own invite code and the /register?code= link', async () => {
    const alice = await registerUser(ctx());
    const invite = await inviteOf(alice);
    const row = await ctx().db.selectFrom('users').select('invite_code').where('id', '=', alice.userId).executeTakeFirstOrThrow();
    expect(invite).toEqual({ inviteCode: row.invite_code, invitePath: `/register?code=${row.invite_code}` });
  });

  it('counts three levels of invitees into the team size, the direct ones apart, and not the fourth level', async () => {
    const alice = await registerUser(ctx());
    const [b1, b2] = [await invitedBy(alice), await invitedBy(alice)];
    const c1 = await invitedBy(b1);
    await invitedBy(b2);
    const d1 = await invitedBy(c1);
    await invitedBy(d1);
    await registerUser(ctx());

    expect(await teamOf(alice)).toMatchObject({ teamSize: 5, directCount: 2, levels: [2, 2, 1] });
    expect(await teamOf(b1)).toMatchObject({ teamSize: 3, directCount: 1, levels: [1, 1, 1] });
    expect(await teamOf(d1)).toMatchObject({ teamSize: 1, directCount: 1, levels: [1, 0, 0] });
  });

  it('lists only direct invitees, masked, newest first, one page at a time', async () => {
    const alice = await registerUser(ctx());
    const friend = await invitedBy(alice, `lucy.${process.pid}@friends.example`);
    await invitedBy(friend);
    await invitedBy(alice, `mo.${process.pid}@friends.example`);

    const first = await teamOf(alice, { page: 1, size: 1 });
    expect(first.members).toEqual([{ account: 'mo***@friends.example', joinedAt: expect.any(Number) }]);
    expect(first).toMatchObject({ page: 1, size: 1, directCount: 2, teamSize: 3 });
    const second = await teamOf(alice, { page: 2, size: 1 });
    expect(second.members.map((m) => m.account)).toEqual(['lu***@friends.example']);
    // nothing but the masked account and the join time: no id, no e-mail in full
    expect(Object.keys(second.members[0]!).sort()).toEqual(['account', 'joinedAt']);
  });

  it('shows an empty team to a user nobody joined through', async () => {
    const alice = await registerUser(ctx());
    await invitedBy(await registerUser(ctx()));
    expect(await teamOf(alice)).toEqual({ teamSize: 0, directCount: 0, levels: [0, 0, 0], members: [], page: 1, size: 20 });
  });

  it('refuses a sign-up with an unknown code and links nobody', async () => {
    const alice = await registerUser(ctx());
    await expect(registerUser(ctx(), { inviteCode: 'NOSUCH99' })).rejects.toThrow();
    expect((await teamOf(alice)).teamSize).toBe(0);
  });

  it('answers 401 without a session', async () => {
    for (const path of ['user/invite', 'user/team']) expect((await api.call(path, {})).status).toBe(401);
  });
});
