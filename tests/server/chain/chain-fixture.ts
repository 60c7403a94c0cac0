/**
 * A fresh test context on a ManualClock with two users, for the chain's tests: `const c = useChain()` in a describe
 * block, then `c().simulate(alice, '25')`, `c().ctx.chain.mineBlock('TRC20')`, `c().usdt(alice)`.
 */
import { beforeEach } from 'vitest';
import type { Deposit, SimulateDepositReq } from '@contract/wallet';
import { ManualClock } from '../../../server/clock';
import { fromUnits } from '../../../server/money';
import { useTestContext, type BackendName } from '../helpers/backends';
import type { TestContext } from '../helpers/context';
import { registerUser, type TestUser } from '../helpers/users';

let ids = 0;
export const depositCid = (): string => `deposit-${process.pid}-${++ids}`;

export interface ChainFixture {
  ctx: TestContext;
  clock: ManualClock;
  alice: TestUser;
  bob: TestUser;
  simulate(user: TestUser, amount: string, req?: Partial<SimulateDepositReq>): Promise<Deposit>;
  /** a user's spot available of an asset, as a decimal string */
  available(user: TestUser, asset?: string): Promise<string>;
  /** ledger entries of kind `deposit` */
  depositEntries(): Promise<{ ref: string }[]>;
}

export const START = Date.UTC(2026, 0, 1);

export function useChain(backend: BackendName = 'sqlite'): () => ChainFixture {
  const clock = new ManualClock(START);
  const context = useTestContext(backend, { clock });
  let current: ChainFixture | null = null;
  beforeEach(async () => {
    const ctx = context();
    const [alice, bob] = [await registerUser(ctx), await registerUser(ctx)];
    current = {
      ctx,
      clock,
      alice,
      bob,
      simulate: (user, amount, req) =>
        ctx.chain.simulate(user.userId, { asset: 'USDT', network: 'TRC20', amount, clientId: depositCid(), ...req }),
      available: async (user, asset = 'USDT') => fromUnits((await ctx.ledger.balance(user.userId, 'spot', asset)).available),
      depositEntries: () => ctx.db.selectFrom('ledger_tx').select('ref').where('kind', '=', 'deposit').execute(),
    };
  });
  return () => current!;
}
