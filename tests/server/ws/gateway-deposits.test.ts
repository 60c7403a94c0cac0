/**
 * The private `deposits` channel over the real chain service (docs/protocol.md): the snapshot holds the user's deposits
 * not yet unlocked and the latest ones; each change (seen in the mempool, each confirmation up to the unlock) is pushed
 * to its owner only.
 */
import { describe, expect, it } from 'vitest';
import type { Deposit } from '@contract/wallet';
import { useChain } from '../chain/chain-fixture';
import { serveApp } from './serve-app';
import { nextOn, WsClient } from './ws-client';

describe('deposits channel', () => {
  const c = useChain();

  it('snapshots the open deposits and pushes each confirmation to their owner only', async () => {
    const { ctx, alice, bob } = c();
    const earlier = await c().simulate(alice, '5');
    const client = await WsClient.connect(await serveApp(ctx));
    client.send({ op: 'auth', token: alice.token });
    client.send({ op: 'sub', ch: 'deposits' });
    expect((await nextOn(client, 'deposits', 'snapshot')).data).toEqual([earlier]);

    await c().simulate(bob, '9');
    const sent = await c().simulate(alice, '20');
    expect((await nextOn(client, 'deposits', 'update')).data).toEqual(sent);
    const seen: Deposit[] = [];
    for (let block = 1; block <= 3; block++) {
      await ctx.chain.mineBlock('TRC20');
      seen.push((await nextOn(client, 'deposits', 'update')).data as Deposit, (await nextOn(client, 'deposits', 'update')).data as Deposit);
    }
    const ofSent = seen.filter((d) => d.id === sent.id).map((d) => `${d.status} ${d.confirmations}/3`);
    expect(ofSent).toEqual(['credited 1/3', 'credited 2/3', 'unlocked 3/3']);
    await client.roundTrip();
    expect(client.take('deposits')).toEqual([]);
    client.close();
  });
});
