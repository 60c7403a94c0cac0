/**
 * Withdrawals over REST (docs/api.md, docs/wallet.md "Withdrawals"): a fund password set with the code from the demo
 * outbox, a withdrawal frozen (amount + fee), broadcast at the next block (the frozen funds leave: amount to sys:external,
 * fee to sys:fees), confirmed at 3 confirmations; the balance falls by amount + fee, and the ledger stays sound.
 */
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@contract/account';
import type { OutboxEntry } from '@contract/account';
import type { Paged } from '@contract/primitives';
import type { Withdrawal, WithdrawLimits } from '@contract/wallet';
import { BACKENDS } from '../helpers/backends';
import { testApi } from '../helpers/http';
import { TRON_ADDRESS, useWithdraw } from './withdraw-fixture';

describe.each(BACKENDS)('withdrawal routes on $name', ({ name }) => {
  const w = useWithdraw(name);

  it('sets a fund password, withdraws, broadcasts and confirms; balances fall by amount + fee', async () => {
    const { ctx, alice } = w();
    const api = await testApi(ctx);
    const token = alice.token;
    await w().fund(alice, { USDT: '1000' });
    expect((await api.call<UserInfo>('user/info', {}, { token })).data.hasFundPassword).toBe(false);

    const body = {
      asset: 'USDT',
      network: 'TRC20',
      address: TRON_ADDRESS,
      amount: '150',
      fundPassword: 'fund1234',
      clientId: 'rest-withdraw-1',
    };
    const early = await api.call('wallet/withdraw', body, { token });
    expect([early.status, early.msg]).toEqual([422, 'Set a fund password first: My page → Fund password']);

    expect((await api.call('user/fund-password/code', {}, { token })).status).toBe(200);
    const outbox = await api.call<OutboxEntry[]>('demo/outbox', { to: alice.email });
    const code = outbox.data.find((e) => e.purpose === 'fundPassword')!.code;
    const mismatch = await api.call('user/fund-password/set', { password: 'fund1234', confirmPassword: 'fund1235', code }, { token });
    expect([mismatch.status, mismatch.msg]).toEqual([400, 'The passwords do not match']);
    const set = await api.call('user/fund-password/set', { password: 'fund1234', confirmPassword: 'fund1234', code }, { token });
    expect(set.status).toBe(200);
    expect((await api.call<UserInfo>('user/info', {}, { token })).data.hasFundPassword).toBe(true);

    const wrong = await api.call('wallet/withdraw', { ...body, fundPassword: 'fund9999' }, { token });
    expect([wrong.status, wrong.msg]).toEqual([422, 'Incorrect fund password']);
    const sent = await api.call<Withdrawal>('wallet/withdraw', body, { token });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ status: 'submitted', amount: '150', fee: '1', txHash: null, confirmations: 0 });
    expect((await api.call<Withdrawal>('wallet/withdraw', body, { token })).data).toEqual(sent.data);
    expect([await w().available(alice), await w().frozen(alice)]).toEqual(['849.00000000', '151.00000000']);

    const states: string[] = [];
    for (let block = 0; block < 5; block++) {
      if (block > 0) await w().mine(1);
      const list = (await api.call<Paged<Withdrawal>>('wallet/withdraw/list', {}, { token })).data;
      expect(list.total).toBe(1);
      states.push(`${list.items[0]!.status} ${list.items[0]!.confirmations}`);
      expect(await ctx.ledger.checkInvariant()).toEqual([]);
    }
    expect(states).toEqual(['submitted 0', 'broadcast 0', 'broadcast 1', 'broadcast 2', 'confirmed 3']);
    expect([await w().available(alice), await w().frozen(alice)]).toEqual(['849.00000000', '0.00000000']);
    expect(await ctx.ledger.amount('sys:fees', 'USDT')).toBe(100_000_000n);
    const kinds = await ctx.db.selectFrom('ledger_tx').select(['kind', 'ref']).where('kind', 'like', 'withdraw%').orderBy('id').execute();
    expect(kinds).toEqual([
      { kind: 'withdraw_freeze', ref: sent.data.id },
      { kind: 'withdraw', ref: sent.data.id },
    ]);
    const tx = await ctx.db.selectFrom('chain_txs').selectAll().where('to_address', '=', TRON_ADDRESS).execute();
    expect(tx.map((t) => [t.amount, t.network])).toEqual([['15000000000', 'TRC20']]);

    const limits = (await api.call<WithdrawLimits>('wallet/withdraw/limits', {}, { token })).data;
    expect(limits).toMatchObject({ kycStatus: 'none', kycCapUsdt: '1000', reviewAboveUsdt: '50000' });
    expect(limits.assets.find((a) => a.asset === 'USDT')).toEqual({
      asset: 'USDT',
      max: '1000000',
      dailyMax: '99999999',
      usedToday: '150',
    });
  });
});
