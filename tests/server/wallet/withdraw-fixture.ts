/**
 * Withdrawal tests on the chain fixture (ManualClock, alice and bob): `const w = useWithdraw()`, then
 * `await w().setFundPassword(alice)`, `await w().withdraw(alice, '150')`, `await w().mine(3)`.
 */
import { beforeEach } from 'vitest';
import type { Withdrawal, WithdrawReq } from '@contract/wallet';
import { fromUnits } from '../../../server/money';
import { useChain, type ChainFixture } from '../chain/chain-fixture';
import type { BackendName } from '../helpers/backends';
import { fund, type TestUser } from '../helpers/users';

/** a valid TRON address nobody in the tests owns (TRC20 test vector) */
export const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** the same address with its last character mistyped: fails the base58check checksum */
export const TRON_ADDRESS_TYPO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u';
export const EVM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
export const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
export const FUND_PASSWORD = 'fund1234';

let ids = 0;
export const withdrawCid = (): string => `withdraw-${process.pid}-${++ids}`;

export interface WithdrawFixture extends ChainFixture {
  /** sets the user's fund password with the code from the outbox */
  setFundPassword(user: TestUser, password?: string): Promise<void>;
  withdraw(user: TestUser, amount: string, req?: Partial<WithdrawReq>): Promise<Withdrawal>;
  fund(user: TestUser, amounts: Record<string, string>): Promise<void>;
  frozen(user: TestUser, asset?: string): Promise<string>;
  /** mines `blocks` blocks of a network (TRC20 by default) */
  mine(blocks: number, network?: WithdrawReq['network']): Promise<void>;
}

export function useWithdraw(backend: BackendName = 'sqlite'): () => WithdrawFixture {
  const chain = useChain(backend);
  let current: WithdrawFixture | null = null;
  beforeEach(() => {
    const c = chain();
    const { ctx } = c;
    current = {
      ...c,
      async setFundPassword(user, password = FUND_PASSWORD) {
        await ctx.fundPasswords.sendCode(user.userId);
        const [sent] = await ctx.accounts.outbox(user.email);
        await ctx.fundPasswords.set(user.userId, { password, confirmPassword: password, code: sent!.code });
      },
      withdraw: (user, amount, req) =>
        ctx.wallet.withdraw(user.userId, {
          asset: 'USDT',
          network: 'TRC20',
          address: TRON_ADDRESS,
          amount,
          fundPassword: FUND_PASSWORD,
          clientId: withdrawCid(),
          ...req,
        }),
      fund: (user, amounts) => fund(ctx, user.userId, amounts),
      frozen: async (user, asset = 'USDT') => fromUnits((await ctx.ledger.balance(user.userId, 'spot', asset)).frozen),
      async mine(blocks, network = 'TRC20') {
        for (let i = 0; i < blocks; i++) await ctx.chain.mineBlock(network);
      },
    };
  });
  return () => current!;
}
