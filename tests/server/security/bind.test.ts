/**
 * Binding and changing the e-mail and phone (docs/security.md): the first binding needs only the new target's code; a
 * change needs the security verification proven on the OLD target too; an address of another account is never given a
 * code (its owner is told instead) and, when the code is right, is 409; wrong and reused codes change nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@contract/account';
import { useTestContext } from '../helpers/backends';
import { testApi, type TestApi } from '../helpers/http';
import { registerUser, type TestUser } from '../helpers/users';
import {
  accountState,
  bindPhone,
  lastCode,
  OTHER_PHONE,
  PHONE,
  PHONE_ADDRESS,
  registerPhoneUser,
  verifyOn,
  waitForResend,
} from './security-fixture';

describe('binding e-mail and phone', () => {
  const ctx = useTestContext('sqlite');
  let api: TestApi, alice: TestUser, bob: TestUser;

  beforeEach(async () => {
    api = await testApi(ctx());
    alice = await registerUser(ctx());
    bob = await registerUser(ctx());
  });

  it('binds a first phone with the code sent to it; the user info shows it and open pages are told', async () => {
    const pushed: (string | null)[] = [];
    ctx().bus.on('account', (userId, info) => userId === alice.userId && pushed.push(info.phone));
    await bindPhone(api, ctx(), alice.token);
    const info = await api.call<UserInfo>('user/info', {}, { token: alice.token });
    expect([info.data.phone, info.data.countryCode, info.data.email]).toEqual([PHONE, '1', alice.email]);
    expect(pushed).toEqual([PHONE]);
  });

  it('changes the e-mail only with a verification proven on the old e-mail and the new e-mail code', async () => {
    const token = alice.token;
    const newEmail = `new.${alice.email}`;
    await api.call('user/bind/code', { kind: 'email', email: newEmail }, { token });
    const code = await lastCode(ctx(), newEmail);
    const without = await api.call('user/bind/email', { email: newEmail, code }, { token });
    expect([without.status, without.msg]).toEqual([400, 'Please complete the account security verification first']);

    await bindPhone(api, ctx(), token);
    const onPhone = await verifyOn(api, ctx(), token, 'phone', PHONE_ADDRESS);
    const wrongTarget = await api.call('user/bind/email', { email: newEmail, code, verifyToken: onPhone }, { token });
    expect(wrongTarget.status).toBe(400);
    expect(wrongTarget.msg).toMatch(/expired or was already used/);

    const onEmail = await verifyOn(api, ctx(), token, 'email', alice.email);
    const changed = await api.call<UserInfo>('user/bind/email', { email: newEmail, code, verifyToken: onEmail }, { token });
    expect([changed.code, changed.data.email]).toEqual([0, newEmail]);
    // the token and the code are used up
    waitForResend(ctx());
    await api.call('user/bind/code', { kind: 'email', email: 'third@test.example' }, { token });
    const third = await lastCode(ctx(), 'third@test.example');
    const reused = await api.call('user/bind/email', { email: 'third@test.example', code: third, verifyToken: onEmail }, { token });
    expect(reused.status).toBe(400);
    expect((await api.call('user/login', { account: newEmail, password: alice.password })).code).toBe(0);
  });

  it("never gives a code for another account's e-mail: its owner is told, the binding fails and nothing changes", async () => {
    const dave = await registerPhoneUser(ctx(), PHONE);
    const before = await accountState(ctx());
    const sent = await api.call('user/bind/code', { kind: 'email', email: alice.email }, { token: dave.token });
    expect(sent.code).toBe(0);
    const [letter] = await ctx().accounts.outbox(alice.email);
    expect(letter?.code).toBe('');
    expect(letter?.message).toMatch(/already registered/);
    for (const code of ['000000', '123456']) {
      const res = await api.call('user/bind/email', { email: alice.email, code }, { token: dave.token });
      expect([res.status, res.msg]).toEqual([400, 'The verification code is incorrect']);
    }
    expect(await accountState(ctx())).toEqual(before);
  });

  it('answers 409 when the code is right but the address was taken meanwhile, and changes nothing', async () => {
    const carol = await registerUser(ctx());
    await api.call('user/bind/code', { kind: 'phone', phone: OTHER_PHONE }, { token: carol.token });
    const carolsCode = await lastCode(ctx(), `+1 ${OTHER_PHONE}`);
    // someone signs up with that phone before Carol enters her code
    await registerPhoneUser(ctx(), OTHER_PHONE);
    const before = await accountState(ctx());
    const res = await api.call('user/bind/phone', { phone: OTHER_PHONE, code: carolsCode }, { token: carol.token });
    expect([res.status, res.msg]).toEqual([409, 'This account is already registered']);
    expect(await accountState(ctx())).toEqual(before);
  });

  it('refuses a wrong code, a used one (from another account too), and the address already bound', async () => {
    await api.call('user/bind/code', { kind: 'phone', phone: PHONE }, { token: alice.token });
    const code = await lastCode(ctx(), PHONE_ADDRESS);
    const wrong = code === '111111' ? '222222' : '111111';
    const before = await accountState(ctx());
    const refused = await api.call('user/bind/phone', { phone: PHONE, code: wrong }, { token: alice.token });
    expect([refused.status, refused.msg]).toEqual([400, 'The verification code is incorrect']);
    expect(await accountState(ctx())).toEqual(before);
    expect((await api.call('user/bind/phone', { phone: PHONE, code }, { token: alice.token })).code).toBe(0);
    const again = await accountState(ctx());
    const reused = await api.call('user/bind/phone', { phone: PHONE, code }, { token: bob.token });
    expect([reused.status, reused.msg]).toEqual([400, 'The verification code is incorrect']);
    const same = await api.call('user/bind/phone', { phone: PHONE, code }, { token: alice.token });
    expect([same.status, same.msg]).toEqual([400, 'This is already the address bound to your account']);
    const sameCode = await api.call('user/bind/code', { kind: 'email', email: alice.email }, { token: alice.token });
    expect([sameCode.status, sameCode.msg]).toEqual([400, 'This is already the address bound to your account']);
    expect(await accountState(ctx())).toEqual(again);
  });
});
