/**
 * Users for tests, made through the real accounts flow (code sent to the outbox, then register):
 * `const alice = await registerUser(ctx)` -> `{ userId, token, email, password }`;
 * `await fund(ctx, alice.userId, { USDT: '1000', BTC: '0.5' })` deposits into a wallet.
 */
import type { AppContext } from '../../../server/context';
import type { Wallet } from '../../../server/ledger/keys';
import { toUnits } from '../../../server/money';

export interface TestUser {
  userId: number;
  token: string;
  email: string;
  password: string;
}

let users = 0;
let deposits = 0;

export async function registerUser(
  ctx: Pick<AppContext, 'accounts'>,
  opts: { email?: string; password?: string; inviteCode?: string } = {},
): Promise<TestUser> {
  const email = opts.email ?? `user${++users}.${process.pid}@test.example`;
  const password = opts.password ?? 'secret123';
  await ctx.accounts.sendCode('email', email, 'register');
  const [sent] = await ctx.accounts.outbox(email);
  if (!sent) throw new Error(`registerUser: no code in the outbox for ${email}`);
  const result = await ctx.accounts.register({
    kind: 'email',
    email,
    password,
    repeatPassword: password,
    code: sent.code,
    agreement: true,
    ...(opts.inviteCode ? { inviteCode: opts.inviteCode } : {}),
  });
  return { userId: result.user.id, token: result.token, email, password };
}

/** Deposits decimal amounts ({USDT: '1000'}) into the user's wallet, one ledger entry per asset. */
export async function fund(
  ctx: Pick<AppContext, 'serial' | 'ledger'>,
  userId: number,
  amounts: Record<string, string>,
  wallet: Wallet = 'spot',
): Promise<void> {
  await ctx.serial.run(async (trx) => {
    for (const [asset, amount] of Object.entries(amounts)) {
      await ctx.ledger.deposit(trx, userId, wallet, asset, toUnits(amount), 'deposit', `test:${++deposits}`);
    }
  });
}
