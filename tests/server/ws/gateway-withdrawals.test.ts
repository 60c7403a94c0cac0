/**
 * The private `withdrawals` channel over the real wallet service (docs/protocol.md): the snapshot holds the user's
 * withdrawals not final and the latest ones; each change (submitted, broadcast, each confirmation up to confirmed,
 * rejected) is pushed to its owner only.
 */
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '@contract/wallet';
import { useWithdraw } from '../wallet/withdraw-fixture';
import { serveApp } from './serve-app';
import { nextOn, WsClient } from './ws-client';

describe('withdrawals channel', () => {
  const w = useWithdraw();

  it('snapshots the open withdrawals and pushes each change to their owner only', async () => {
    const { ctx, alice, bob } = w();
    for (const user of [alice, bob]) {
      await w().fund(user, { USDT: '1000' });
      await w().setFundPassword(user);
    }
    const earlier = await w().withdraw(alice, '100');
    const client = await WsClient.connect(await serveApp(ctx));
    client.send({ op: 'auth', token: alice.token });
    client.send({ op: 'sub', ch: 'withdrawals' });
    expect((await nextOn(client, 'withdrawals', 'snapshot')).data).toEqual([earlier]);

    await w().withdraw(bob, '100');
    const states: string[] = [];
    for (let block = 1; block <= 4; block++) {
      await w().mine(1);
      const pushed = (await nextOn(client, 'withdrawals', 'update')).data as Withdrawal;
      expect(pushed.id).toBe(earlier.id);
      states.push(`${pushed.status} ${pushed.confirmations}`);
    }
    expect(states).toEqual(['broadcast 0', 'broadcast 1', 'broadcast 2', 'confirmed 3']);

    const later = await w().withdraw(alice, '200');
    expect((await nextOn(client, 'withdrawals', 'update')).data).toEqual(later);
    const rejected = await ctx.wallet.reject(Number(later.id), 'Address on a sanctions list');
    expect((await nextOn(client, 'withdrawals', 'update')).data).toEqual(rejected);
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Address on a sanctions list' });
    await client.roundTrip();
    expect(client.take('withdrawals')).toEqual([]);
    client.close();
  });
});
