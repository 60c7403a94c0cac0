/**
 * The cycle channels over the real service (docs/protocol.md): `index.<SYMBOL>` starts with the recent ticks of the
 * log and pushes each recorded tick; `cycleOrders` starts with the user's open orders and pushes the acceptance and
 * the settlement of each, and nothing of another user.
 */
import { describe, expect, it } from 'vitest';
import type { CycleOrder, IndexTick } from '@contract/cycle';
import { buildApp } from '../../../server/http/app';
import { useCycle } from '../cycle/cycle-fixture';
import { nextOn, WsClient } from './ws-client';

describe('cycle channels', () => {
  const c = useCycle();

  async function connect(): Promise<WsClient> {
    const app = await buildApp(c().ctx);
    c().ctx.onClose(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    return WsClient.connect(`ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`);
  }

  it('snapshots the recent index ticks and pushes each new one', async () => {
    const { ctx, clock, setIndex } = c();
    const client = await connect();
    client.send({ op: 'sub', ch: 'index.XAGUSDT' });
    const snapshot = (await nextOn(client, 'index.XAGUSDT', 'snapshot')).data as IndexTick[];
    expect(snapshot).toEqual(ctx.cycle.recentTicks('XAGUSDT'));
    expect(snapshot.at(-1)).toMatchObject({ symbol: 'XAGUSDT', seq: 1 });

    clock.advance(1_000);
    setIndex('XAGUSDT', '28.125');
    await ctx.cycle.record();
    expect((await nextOn(client, 'index.XAGUSDT', 'update')).data).toEqual({ symbol: 'XAGUSDT', seq: 2, ts: clock.now(), price: '28.125' });
    client.send({ op: 'sub', ch: 'index.NOPEUSDT' });
    expect(await client.next((m) => m.op === 'error')).toMatchObject({ ch: 'index.NOPEUSDT' });
    client.close();
  });

  it('snapshots the open cycle orders and pushes acceptance and settlement to their owner only', async () => {
    const { ctx, clock, alice, bob } = c();
    const resting = await c().place(alice);
    const client = await connect();
    client.send({ op: 'auth', token: alice.token });
    client.send({ op: 'sub', ch: 'cycleOrders' });
    expect((await nextOn(client, 'cycleOrders', 'snapshot')).data).toEqual([resting]);

    await c().place(bob);
    const accepted = await c().place(alice, { direction: 'down' });
    expect((await nextOn(client, 'cycleOrders', 'update')).data).toEqual(accepted);
    clock.advance(30_000);
    const settled = await ctx.cycle.settleDue();
    const pushed = [
      (await nextOn(client, 'cycleOrders', 'update')).data,
      (await nextOn(client, 'cycleOrders', 'update')).data,
    ] as CycleOrder[];
    expect(pushed).toEqual(settled.filter((o) => [resting.id, accepted.id].includes(o.id)));
    expect(pushed.map((o) => o.status)).toEqual(['settled', 'settled']);
    await client.roundTrip();
    expect(client.take('cycleOrders')).toEqual([]);
    client.close();
  });
});
