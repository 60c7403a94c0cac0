/** Bad requests to the account routes get a clear 4xx and leave users, sessions and codes alone. */
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../helpers/backends';
import { testApi, type TestApi } from '../helpers/http';
import { registerUser, type TestUser } from '../helpers/users';

describe('account routes with bad input', () => {
  const ctx = useTestContext('sqlite');
  let api: TestApi;
  let user: TestUser;
  let code: string;

  beforeEach(async () => {
    api = await testApi(ctx());
    user = await registerUser(ctx());
    await ctx().accounts.sendCode('email', 'new@example.com', 'register');
    code = (await ctx().accounts.outbox('new@example.com'))[0]!.code;
  });

  const count = async (table: 'users' | 'sessions' | 'codes' | 'outbox') => (await ctx().db.selectFrom(table).selectAll().execute()).length;
  const snapshot = async () => ({
    users: await count('users'),
    sessions: await count('sessions'),
    codes: await count('codes'),
    outbox: await count('outbox'),
  });
  const register = (over: Record<string, unknown> = {}) => ({
    kind: 'email',
    email: 'new@example.com',
    password: 'abc123',
    repeatPassword: 'abc123',
    code,
    agreement: true,
    ...over,
  });

  it.each([
    ['user/register', () => register({ password: 12345678 }), 400, 'Password must be text'],
    ['user/register', () => register({ repeatPassword: 'abc124' }), 400, 'The passwords do not match'],
    ['user/register', () => register({ agreement: 'yes' }), 400, 'Please read and accept the user agreement'],
    ['user/register', () => register({ inviteCode: 'ZZZZZZZZ' }), 400, 'The invite code does not exist'],
    [
      'user/register',
      () => register({ email: 'NEW@example.com', code: '000000' === code ? '000001' : '000000' }),
      400,
      'The verification code is incorrect',
    ],
    ['user/register', () => register({ kind: undefined }), 400, 'Account type must be one of the options offered'],
    ['user/login', () => ({ account: '', password: 'abc123' }), 400, 'E-mail or phone number is required'],
    ['user/login', () => ({ account: 'x@y.co' }), 400, 'Password is required'],
    [
      'user/login',
      () => ({ account: 'x@y.co', password: 'abc123', remember: true }),
      400,
      'The request contains information that is not allowed',
    ],
    [
      'user/retrieve',
      () => ({ kind: 'email', email: 'new@example.com', password: 'abc123', repeatPassword: 'abc123', code: '12' }),
      400,
      'The verification code must be 6 digits',
    ],
    ['common/send/email', () => ({ email: 'new@example.com' }), 400, 'Verification code type is required'],
    ['common/send/email', () => ({ email: 'nope', purpose: 'register' }), 400, 'Please enter a valid e-mail address'],
    ['common/send/sms', () => ({ phone: '+15550100', purpose: 'register' }), 400, 'The phone number must be 4 to 15 digits'],
    ['demo/outbox', () => ({}), 400, 'To is required'],
  ])('%s (case %#)', async (path, body, status, msg) => {
    const before = await snapshot();
    const answer = await api.call(path, body());
    expect(answer).toEqual({ status, code: status, msg, data: null });
    const after = await snapshot();
    // a wrong code is counted on the code row, which is the point; nothing else may change
    expect(after).toEqual(before);
  });

  it('keeps another user out of a session and a register from taking an existing e-mail', async () => {
    const before = await snapshot();
    // refused for the code (it was sent to another address), which reveals nothing about the account
    expect(await api.call('user/register', register({ email: user.email }))).toMatchObject({
      status: 400,
      msg: 'The verification code is incorrect',
    });
    expect((await api.call('user/logout', {}, { token: 'x'.repeat(43) })).status).toBe(401);
    expect(await snapshot()).toEqual(before);
    expect(await ctx().accounts.verifyToken(user.token)).toBe(user.userId);
  });
});
