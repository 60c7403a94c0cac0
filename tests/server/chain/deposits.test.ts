/**
 * Deposits on the simulated chain (docs/wallet.md "Deposits"): pending in the mempool, credited at 1 confirmation with
 * one balanced ledger entry, unlocked at 3, belowMinimum never credited, what may be withdrawn meanwhile, the `deposit`
 * bus events, and the chain carrying on after a restart without crediting anything twice.
 */
import { describe, expect, it } from 'vitest';
import type { Deposit } from '@contract/wallet';
import { chainSeedOf } from '../../../server/chain/addresses';
import { ChainService } from '../../../server/chain/chain-service';
import { withdrawableOf } from '../../../server/chain/withdrawable';
import { Ledger } from '../../../server/ledger/ledger';
import { toUnits } from '../../../server/money';
import { Serial } from '../../../server/store/serial';
import { BACKENDS } from '../helpers/backends';
import { useChain } from './chain-fixture';

describe.each(BACKENDS)('deposits on $name', ({ name }) => {
  const c = useChain(name);

  it('counts 0/1 → 1/1 (credited, locked) → 3/3 (unlocked), with one ledger entry', async () => {
    const { ctx, alice } = c();
    const pushed: Deposit[] = [];
    ctx.bus.on('deposit', (userId, d) => userId === alice.userId && pushed.push(d));

    const sent = await c().simulate(alice, '25.5');
    expect(sent).toMatchObject({ status: 'pending', confirmations: 0, blockHeight: null, simulated: true, amount: '25.5' });
    expect(await c().available(alice)).toBe('0.00000000');

    const first = await ctx.chain.mineBlock('TRC20');
    expect(first.txHashes).toEqual([sent.txHash]);
    expect(await c().available(alice)).toBe('25.50000000');
    expect(await ctx.chain.withdrawableOf(alice.userId, 'USDT')).toBe(0n);

    await ctx.chain.mineBlock('TRC20');
    expect(await ctx.chain.withdrawableOf(alice.userId, 'USDT')).toBe(0n);
    await ctx.chain.mineBlock('TRC20');
    expect(await ctx.chain.withdrawableOf(alice.userId, 'USDT')).toBe(toUnits('25.5'));
    await ctx.chain.mineBlock('TRC20');

    expect(pushed.map((d) => [d.status, d.confirmations, d.version])).toEqual([
      ['pending', 0, 1],
      ['credited', 1, 2],
      ['credited', 2, 3],
      ['unlocked', 3, 4],
    ]);
    expect(pushed[1]!.blockHeight).toBe(first.height);
    expect(await c().depositEntries()).toEqual([{ ref: sent.id }]);
    expect(await c().available(alice)).toBe('25.50000000');
    expect(await ctx.ledger.checkInvariant()).toEqual([]);
  });

  it('tells what may be withdrawn inside a running transaction, seeing its changes', async () => {
    const { ctx, alice } = c();
    await c().simulate(alice, '40');
    for (let i = 0; i < 3; i++) await ctx.chain.mineBlock('TRC20');
    await c().simulate(alice, '15');
    await ctx.chain.mineBlock('TRC20');
    const seen = await ctx.serial.run(async (trx) => {
      const first = await withdrawableOf(trx, ctx.ledger, alice.userId, 'USDT');
      await ctx.ledger.freeze(trx, alice.userId, 'spot', 'USDT', toUnits('10'), 'test');
      return [first, await withdrawableOf(trx, ctx.ledger, alice.userId, 'USDT')];
    });
    expect(seen).toEqual([toUnits('40'), toUnits('30')]);
  });

  it('never credits a deposit below the network minimum', async () => {
    const { ctx, alice } = c();
    await c().simulate(alice, '0.5');
    await ctx.chain.mineBlock('TRC20');
    const [deposit] = (await ctx.chain.list(alice.userId, {})).items;
    expect(deposit).toMatchObject({ status: 'belowMinimum', confirmations: 1 });
    expect(await c().available(alice)).toBe('0.00000000');
    expect(await c().depositEntries()).toEqual([]);
  });

  it('mines each network on its own: a TRC20 block leaves an ERC20 deposit pending', async () => {
    const { ctx, alice } = c();
    await c().simulate(alice, '2', { asset: 'ETH', network: 'ERC20' });
    await ctx.chain.mineBlock('TRC20');
    expect((await ctx.chain.list(alice.userId, {})).items[0]).toMatchObject({ status: 'pending', confirmations: 0 });
    await ctx.chain.mineBlock('ERC20');
    expect(await c().available(alice, 'ETH')).toBe('2.00000000');
  });

  it('answers a repeated clientId with the first deposit, and refuses it for another request', async () => {
    const { ctx, alice } = c();
    const req = { asset: 'USDT', network: 'TRC20' as const, amount: '10', clientId: 'repeat-me-1' };
    const first = await ctx.chain.simulate(alice.userId, req);
    expect(await ctx.chain.simulate(alice.userId, req)).toEqual(first);
    await expect(ctx.chain.simulate(alice.userId, { ...req, amount: '11' })).rejects.toMatchObject({ status: 409 });
    expect((await ctx.chain.list(alice.userId, {})).total).toBe(1);
  });

  it('keeps deposits of one user from the other', async () => {
    const { ctx, alice, bob } = c();
    await c().simulate(alice, '5');
    expect((await ctx.chain.list(bob.userId, {})).total).toBe(0);
    expect(await ctx.chain.recentDeposits(bob.userId)).toEqual([]);
    expect(await ctx.chain.recentDeposits(alice.userId)).toHaveLength(1);
  });

  it('carries on after a restart between blocks: confirmations keep counting, nothing is credited twice', async () => {
    const { ctx, alice } = c();
    const beforeMempool = await c().simulate(alice, '7');
    const mined = await c().simulate(alice, '3');
    await ctx.chain.mineBlock('TRC20');
    // a restart: a new ledger (empty caches), queue and service over the same database
    const restart = () => {
      const serial = new Serial(ctx.db);
      const ledger = new Ledger({ db: ctx.db, serial, bus: ctx.bus, now: () => ctx.clock.now() });
      return { ledger, chain: new ChainService({ ...ctx, serial, ledger, seed: chainSeedOf(ctx.config) }) };
    };
    let after = restart();
    const pending = await after.chain.simulate(alice.userId, { asset: 'USDT', network: 'TRC20', amount: '4', clientId: 'after-restart-1' });
    after = restart(); // the mempool is stored too
    const block = await after.chain.mineBlock('TRC20');
    expect(block.height).toBe(2);
    expect(block.txHashes).toEqual([pending.txHash]);
    await after.chain.mineBlock('TRC20');
    after = restart();
    await after.chain.mineBlock('TRC20');
    const byId = new Map((await after.chain.list(alice.userId, {})).items.map((d) => [d.id, d]));
    expect(byId.get(beforeMempool.id)).toMatchObject({ status: 'unlocked', confirmations: 3 });
    expect(byId.get(mined.id)).toMatchObject({ status: 'unlocked', confirmations: 3 });
    expect(byId.get(pending.id)).toMatchObject({ status: 'unlocked', confirmations: 3 });
    expect((await c().depositEntries()).map((e) => e.ref).sort()).toEqual([beforeMempool.id, mined.id, pending.id].sort());
    expect(fromBalance(await after.ledger.balance(alice.userId, 'spot', 'USDT'))).toBe(toUnits('14'));
    expect(await after.ledger.checkInvariant()).toEqual([]);
  });
});

const fromBalance = (b: { available: bigint }) => b.available;
