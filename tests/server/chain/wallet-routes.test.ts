/**
 * The wallet/* routes end to end over REST (docs/api.md): networks, the user's deposit address, a simulated deposit
 * mined block after block (0/1 → credited 1/1 → unlocked 3/3), the list, and the ledger sound all along; simulate is
 * off outside demo mode.
 */
import { describe, expect, it } from 'vitest';
import type { Paged } from '@contract/primitives';
import type { AssetNetwork, Deposit, DepositAddress } from '@contract/wallet';
import { validateWithdrawalAddress } from '../../../server/chain/addresses';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';
import { registerUser } from '../helpers/users';
import { useChain } from './chain-fixture';

describe('wallet routes', () => {
  const c = useChain();

  it('takes a deposit from address to unlocked, crediting once', async () => {
    const { ctx, alice } = c();
    const api = await testApi(ctx);
    const token = alice.token;
    const networks = (await api.call<AssetNetwork[]>('wallet/networks', {})).data;
    expect(networks.map((n) => `${n.asset} ${n.network}`)).toEqual(['USDT TRC20', 'USDT ERC20', 'USDT BEP20', 'BTC BTC', 'ETH ERC20']);

    const address = await api.call<DepositAddress>('wallet/deposit/address', { asset: 'USDT', network: 'TRC20' }, { token });
    expect(address.status).toBe(200);
    expect(address.data).toMatchObject({
      asset: 'USDT',
      network: 'TRC20',
      minDeposit: '1',
      creditConfirmations: 1,
      unlockConfirmations: 3,
    });
    expect(validateWithdrawalAddress('TRC20', address.data.address)).toBeNull();
    const again = await api.call<DepositAddress>('wallet/deposit/address', { asset: 'USDT', network: 'TRC20' }, { token });
    expect(again.data.address).toBe(address.data.address);

    const body = { asset: 'USDT', network: 'TRC20', amount: '150.25', clientId: 'rest-journey-1' };
    const sent = await api.call<Deposit>('wallet/deposit/simulate', body, { token });
    expect(sent.data).toMatchObject({ status: 'pending', confirmations: 0, address: address.data.address, amount: '150.25' });
    expect((await api.call<Deposit>('wallet/deposit/simulate', body, { token })).data).toEqual(sent.data);

    const states: string[] = [];
    for (let block = 0; block < 4; block++) {
      if (block > 0) await ctx.chain.mineBlock('TRC20');
      const list = (await api.call<Paged<Deposit>>('wallet/deposit/list', {}, { token })).data;
      expect(list.total).toBe(1);
      states.push(`${list.items[0]!.status} ${list.items[0]!.confirmations}`);
      expect(await ctx.ledger.checkInvariant()).toEqual([]);
    }
    expect(states).toEqual(['pending 0', 'credited 1', 'credited 2', 'unlocked 3']);
    expect(await c().available(alice)).toBe('150.25000000');
    expect(await c().depositEntries()).toEqual([{ ref: sent.data.id }]);
    const byAsset = await api.call<Paged<Deposit>>('wallet/deposit/list', { asset: 'BTC' }, { token });
    expect(byAsset.data.total).toBe(0);
  });
});

describe('wallet/deposit/simulate outside demo mode', () => {
  const ctx = useTestContext('sqlite', { config: { demo: false, chainSeed: 'ab'.repeat(32) } });

  it('is not there', async () => {
    const api = await testApi(ctx());
    const user = await registerUser(ctx());
    const res = await api.call(
      'wallet/deposit/simulate',
      { asset: 'USDT', network: 'TRC20', amount: '5', clientId: 'no-demo-0001' },
      { token: user.token },
    );
    expect(res.status).toBe(404);
    expect((await ctx().db.selectFrom('chain_txs').selectAll().execute()).length).toBe(0);
  });
});
