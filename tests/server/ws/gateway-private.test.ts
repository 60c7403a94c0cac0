import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Balance } from '@contract/assets';
import { startFakeGateway, type FakeGateway } from './fake-gateway';
import { order } from './order-fixture';
import { nextOn, WsClient } from './ws-client';

let gw: FakeGateway;
let client: WsClient;
beforeEach(async () => {
  gw = await startFakeGateway({ tokenCheckMs: 20 });
  gw.tokens.set('alice-token', 1);
  gw.tokens.set('bob-token', 2);
  client = await WsClient.connect(gw.url);
});
afterEach(async () => {
  client.close();
  await gw.close();
});

const usdt = (available: string): Balance => ({ wallet: 'spot', asset: 'USDT', available, frozen: '0' });

async function authAs(c: WsClient, token: string) {
  c.send({ op: 'auth', token });
  return c.next((m) => m.op === 'authed' || m.op === 'error');
}

describe('gateway private channels', () => {
  it('refuses private channels before auth and a bad token, and stays usable', async () => {
    client.send({ op: 'sub', ch: 'orders' });
    expect(await client.next((m) => m.op === 'error')).toMatchObject({ code: 401, ch: 'orders' });
    expect(await authAs(client, 'nobody')).toMatchObject({ op: 'error', code: 401 });
    expect(await authAs(client, '')).toMatchObject({ op: 'error', code: 401 });
    await client.roundTrip();
    expect(await authAs(client, 'alice-token')).toEqual({ op: 'authed', ok: true });
  });

  it("sends the open orders, then only the user's order changes", async () => {
    gw.orders.set(
      1,
      Array.from({ length: 130 }, (_, i) => order(String(i + 1))),
    );
    client.send({ op: 'auth', token: 'alice-token' });
    // sent right behind auth, as a reconnecting client does: it must wait for the auth to finish
    client.send({ op: 'sub', ch: 'orders' });
    const snap = await nextOn(client, 'orders', 'snapshot');
    expect(snap.data).toHaveLength(130);
    gw.bus.emit('order', 2, order('900'));
    gw.bus.emit('order', 1, order('7', 'filled'));
    const update = await nextOn(client, 'orders', 'update');
    expect(update).toMatchObject({ seq: 1, data: { id: '7', status: 'filled' } });
    await client.roundTrip();
    expect(client.take('orders')).toEqual([]);
  });

  it('sends balances and their changes to every socket of the user', async () => {
    gw.balances.set(1, [usdt('10')]);
    const second = await WsClient.connect(gw.url);
    for (const c of [client, second]) {
      await authAs(c, 'alice-token');
      c.send({ op: 'sub', ch: 'balances' });
      expect((await nextOn(c, 'balances', 'snapshot')).data).toEqual([usdt('10')]);
    }
    gw.bus.emit('balance', 1, [usdt('7.5')]);
    for (const c of [client, second]) expect((await nextOn(c, 'balances', 'update')).data).toEqual([usdt('7.5')]);
    second.close();
  });

  it('ends private channels with a 401 when the token stops being valid', async () => {
    await authAs(client, 'alice-token');
    client.send({ op: 'sub', ch: 'orders' });
    client.send({ op: 'sub', ch: 'tickers' });
    await nextOn(client, 'orders', 'snapshot');
    gw.tokens.delete('alice-token');
    expect(await client.next((m) => m.op === 'error')).toMatchObject({ code: 401, ch: 'orders' });
    gw.bus.emit('order', 1, order('1'));
    gw.bus.emit('ticker', {
      symbol: 'BTCUSDT',
      last: '1',
      open24h: '1',
      high24h: '1',
      low24h: '1',
      vol24h: '0',
      quoteVol24h: '0',
      change24h: '0.00',
      ts: 1,
    });
    // public channels go on; private ones stopped
    await nextOn(client, 'tickers', 'update');
    expect(client.take('orders')).toEqual([]);
    client.send({ op: 'sub', ch: 'orders' });
    expect(await client.next((m) => m.op === 'error')).toMatchObject({ code: 401, ch: 'orders' });
  });
});
