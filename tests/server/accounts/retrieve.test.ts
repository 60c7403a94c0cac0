import { describe, expect, it } from 'vitest';
import type { RetrieveReq } from '@contract/account';
import { useTestContext } from '../helpers/backends';
import { registerUser } from '../helpers/users';

describe('retrieve (password reset)', () => {
  const ctx = useTestContext('sqlite');
  const reset = (email: string, code: string, password = 'newpass9'): RetrieveReq => ({
    kind: 'email',
    email,
    password,
    repeatPassword: password,
    code,
  });

  it('sets a new password with a reset code and ends every session', async () => {
    const user = await registerUser(ctx());
    ctx().clock.advance(60_000);
    await ctx().accounts.sendCode('email', user.email, 'retrieve');
    const [sent] = await ctx().accounts.outbox(user.email);
    expect(sent!.purpose).toBe('retrieve');
    await ctx().accounts.retrieve(reset(user.email, sent!.code));
    expect(await ctx().accounts.verifyToken(user.token)).toBeNull();
    await expect(ctx().accounts.login({ account: user.email, password: user.password })).rejects.toMatchObject({ key: 'loginFailed' });
    expect((await ctx().accounts.login({ account: user.email, password: 'newpass9' })).user.id).toBe(user.userId);
    await expect(ctx().accounts.retrieve(reset(user.email, sent!.code))).rejects.toMatchObject({ key: 'codeInvalid' });
  });

  it('does not accept a register code, mismatched passwords, or an unknown account', async () => {
    await ctx().accounts.sendCode('email', 'dee@example.com', 'register');
    const [registerCode] = await ctx().accounts.outbox('dee@example.com');
    await expect(ctx().accounts.retrieve(reset('dee@example.com', registerCode!.code))).rejects.toMatchObject({ key: 'codeInvalid' });
    await expect(
      ctx().accounts.retrieve({ ...reset('dee@example.com', registerCode!.code), repeatPassword: 'other99' }),
    ).rejects.toMatchObject({ key: 'passwordsDoNotMatch' });
    await ctx().accounts.sendCode('email', 'ghost@example.com', 'retrieve');
    await expect(ctx().accounts.retrieve(reset('ghost@example.com', '123456'))).rejects.toMatchObject({ status: 400, key: 'codeInvalid' });
  });
});
