/**
 * Random runs of simulated deposits, blocks of random networks and restarts keep the deposit rules (docs/wallet.md;
 * the runs continue one chain, so a counterexample is the failing run on top of the ones before it):
 * every deposit's status and confirmations follow from its block and the tip, each credited deposit has exactly one
 * ledger entry, balances equal the credited amounts, what may be withdrawn is the unlocked amount only, and the ledger
 * stays sound.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NetworkId } from '@contract/wallet';
import { chainSeedOf } from '../../../server/chain/addresses';
import { ChainService } from '../../../server/chain/chain-service';
import { ASSET_NETWORKS, NETWORKS } from '../../../server/chain/networks';
import { Ledger } from '../../../server/ledger/ledger';
import { toUnits } from '../../../server/money';
import { Serial } from '../../../server/store/serial';
import { useChain } from './chain-fixture';

type Op = { kind: 'send'; user: 0 | 1; route: number; amount: string } | { kind: 'mine'; network: NetworkId } | { kind: 'restart' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('send' as const),
    user: fc.constantFrom(0 as const, 1 as const),
    route: fc.integer({ min: 0, max: ASSET_NETWORKS.length - 1 }),
    amount: fc.constantFrom('0.0005', '0.5', '1', '2.5', '30', '0.00009'),
  }),
  fc.record({ kind: fc.constant('mine' as const), network: fc.constantFrom(...NETWORKS) }),
  fc.constant({ kind: 'restart' as const }),
);

describe('deposit rules under random runs', () => {
  const c = useChain();

  it('hold after every run of steps', async () => {
    // the runs follow each other on one chain and one pair of users: each run continues the one before
    const { ctx, alice, bob } = c();
    const users = [alice, bob];
    let ledger = ctx.ledger;
    let chain = ctx.chain;
    const restart = () => {
      const serial = new Serial(ctx.db);
      ledger = new Ledger({ db: ctx.db, serial, bus: ctx.bus, now: () => ctx.clock.now() });
      chain = new ChainService({ ...ctx, serial, ledger, seed: chainSeedOf(ctx.config) });
    };
    const before = await balancesOf(
      ctx,
      users.map((u) => u.userId),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run++;
        for (const [i, step] of ops.entries()) {
          if (step.kind === 'restart') restart();
          else if (step.kind === 'mine') await chain.mineBlock(step.network);
          else {
            const route = ASSET_NETWORKS[step.route]!;
            await chain.simulate(users[step.user]!.userId, {
              asset: route.asset,
              network: route.network,
              amount: step.amount,
              clientId: `prop-${process.pid}-${run}-${i}`,
            });
          }
        }
        await expectRules(
          ctx,
          chain,
          users.map((u) => u.userId),
          before,
        );
        expect(await ledger.checkInvariant()).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});

type Ctx = ReturnType<ReturnType<typeof useChain>>['ctx'];

async function balancesOf(ctx: Ctx, userIds: number[]): Promise<Map<string, bigint>> {
  const out = new Map<string, bigint>();
  for (const userId of userIds)
    for (const { asset } of ASSET_NETWORKS) out.set(`${userId}:${asset}`, await storedAvailable(ctx, userId, asset));
  return out;
}

async function expectRules(ctx: Ctx, chain: ChainService, userIds: number[], before: Map<string, bigint>): Promise<void> {
  const tips = new Map<string, number>();
  for (const row of await ctx.db
    .selectFrom('chain_blocks')
    .select(['network', (eb) => eb.fn.max('height').as('tip')])
    .groupBy('network')
    .execute())
    tips.set(row.network, Number(row.tip));
  const deposits = await ctx.db.selectFrom('deposits').selectAll().execute();
  const credited = new Map<string, bigint>();
  const unlocked = new Map<string, bigint>();
  for (const d of deposits) {
    const route = ASSET_NETWORKS.find((n) => n.asset === d.asset && n.network === d.network)!;
    const height = d.block_height === null ? null : Number(d.block_height);
    const confirmations = height === null ? 0 : Math.min(tips.get(d.network)! - height + 1, 3);
    const amount = BigInt(d.amount);
    const expected =
      confirmations === 0 ? 'pending' : amount < toUnits(route.minDeposit) ? 'belowMinimum' : confirmations >= 3 ? 'unlocked' : 'credited';
    expect(d.status, `deposit ${d.id}`).toBe(expected);
    if (expected !== 'belowMinimum') expect(Number(d.confirmations), `deposit ${d.id}`).toBe(confirmations);
    const key = `${d.user_id}:${d.asset}`;
    if (expected === 'credited' || expected === 'unlocked') credited.set(key, (credited.get(key) ?? 0n) + amount);
    if (expected === 'unlocked') unlocked.set(key, (unlocked.get(key) ?? 0n) + amount);
  }
  const entries = await ctx.db.selectFrom('ledger_tx').select('ref').where('kind', '=', 'deposit').execute();
  const refs = entries.map((e) => e.ref);
  expect(new Set(refs).size).toBe(refs.length);
  for (const userId of userIds)
    for (const { asset } of ASSET_NETWORKS) {
      const key = `${userId}:${asset}`;
      const available = await storedAvailable(ctx, userId, asset);
      expect(available - before.get(key)!, key).toBe(credited.get(key) ?? 0n);
      expect(await chain.withdrawableOf(userId, asset), key).toBe(before.get(key)! + (unlocked.get(key) ?? 0n));
    }
}

/** From the balances table: the ledgers of earlier "restarts" keep caches that are no longer current. */
async function storedAvailable(ctx: Ctx, userId: number, asset: string): Promise<bigint> {
  const row = await ctx.db
    .selectFrom('balances')
    .select('amount')
    .where('account', '=', `u:${userId}:spot:available`)
    .where('asset', '=', asset)
    .executeTakeFirst();
  return BigInt(row?.amount ?? '0');
}
