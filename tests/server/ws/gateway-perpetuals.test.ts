import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERPETUALS } from '../../../server/catalogue/perpetuals';
import { createTestContext, type TestContext } from '../helpers/context';
import { startMarket } from '../market/market-fixture';
import { nextOn, WsClient } from './ws-client';
import { serveApp } from './serve-app';

let ctx: TestContext;
let url: string;

beforeAll(async () => {
  ctx = await createTestContext();
  url = await serveApp(ctx);
});
afterAll(() => ctx.close());

describe('gateway channels of the perpetuals', () => {
  it('sends the latest mark tick, then every recorded tick', async () => {
    const client = await WsClient.connect(url);
    client.send({ op: 'sub', ch: 'mark.BTCUSDT-PERP' });
    const snap = await nextOn(client, 'mark.BTCUSDT-PERP', 'snapshot');
    expect(snap.data).toEqual(ctx.prices.tick('BTCUSDT-PERP'));
    expect(snap.data).toMatchObject({ symbol: 'BTCUSDT-PERP', index: '64000.00', mark: '64000.00' });
    const recorded = await ctx.prices.record();
    const update = await nextOn(client, 'mark.BTCUSDT-PERP', 'update');
    expect(update.data).toEqual(recorded.find((m) => m.symbol === 'BTCUSDT-PERP'));
    expect(update.data.seq).toBe(snap.data.seq + 1);
    client.close();
  });

  it('sends every perpetual on marks, then the new ticks in batches', async () => {
    const client = await WsClient.connect(url);
    client.send({ op: 'sub', ch: 'marks' });
    const snap = await nextOn(client, 'marks', 'snapshot');
    expect(snap.data.map((m: { symbol: string }) => m.symbol)).toEqual(PERPETUALS.map((p) => p.symbol));
    await ctx.prices.record();
    await ctx.prices.record();
    const update = await nextOn(client, 'marks', 'update');
    // one batch holds each perpetual once, with its newest tick
    expect(update.data).toHaveLength(PERPETUALS.length);
    expect(update.data).toContainEqual(ctx.prices.tick('ETHUSDT-PERP'));
    client.close();
  });

  it("answers a perpetual's depth and trades from its own book", async () => {
    const client = await WsClient.connect(url);
    client.send({ op: 'sub', ch: 'depth.BTCUSDT-PERP' });
    client.send({ op: 'sub', ch: 'trades.BTCUSDT-PERP' });
    expect(await nextOn(client, 'depth.BTCUSDT-PERP', 'snapshot')).toMatchObject({ seq: 0, data: { bids: [], asks: [] } });
    expect(await nextOn(client, 'trades.BTCUSDT-PERP', 'snapshot')).toMatchObject({ data: [] });
    expect(client.received.filter((m) => m.op === 'error')).toEqual([]);
    client.close();
  });

  it("pushes a perpetual's ticker and candles from its own trades", async () => {
    await startMarket(ctx);
    const client = await WsClient.connect(url);
    client.send({ op: 'sub', ch: 'ticker.BTCUSDT-PERP' });
    client.send({ op: 'sub', ch: 'kline.BTCUSDT-PERP.1m' });
    expect((await nextOn(client, 'ticker.BTCUSDT-PERP', 'snapshot')).data).toBeNull();
    await nextOn(client, 'kline.BTCUSDT-PERP.1m', 'snapshot');
    // a trade of 20 lots as the futures service publishes it: 0.02 BTC
    ctx.bus.emit('trade', 'BTCUSDT-PERP', { id: 1, price: '64100.00', qty: '20', side: 'buy', ts: Date.now() });
    expect((await nextOn(client, 'ticker.BTCUSDT-PERP', 'update')).data).toMatchObject({ last: '64100.00', vol24h: '0.02000' });
    expect((await nextOn(client, 'kline.BTCUSDT-PERP.1m', 'update')).data).toMatchObject({ c: '64100.00', v: '0.02000' });
    client.close();
  });

  it('refuses a mark channel of a spot pair', async () => {
    const client = await WsClient.connect(url);
    client.send({ op: 'sub', ch: 'mark.BTCUSDT' });
    expect(await client.next((m) => m.op === 'error')).toMatchObject({ code: 400, ch: 'mark.BTCUSDT' });
    client.close();
  });
});
