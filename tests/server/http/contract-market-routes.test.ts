import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarkTick, PerpetualInfo, PerpetualTicker } from '@contract/futures';
import { findPerpetual, PERPETUALS } from '../../../server/catalogue/perpetuals';
import { createTestContext, type TestContext } from '../helpers/context';
import { testApi, type TestApi } from '../helpers/http';

let ctx: TestContext;
let api: TestApi;
beforeAll(async () => {
  ctx = await createTestContext();
  api = await testApi(ctx);
});
afterAll(() => ctx.close());

describe('contract market routes', () => {
  it('publishes the spec of a perpetual and refuses unknown ones', async () => {
    expect((await api.call<PerpetualInfo>('contract/symbol', { symbol: 'ETHUSDT-PERP' })).data).toEqual(findPerpetual('ETHUSDT-PERP'));
    expect(await api.call('contract/symbol', { symbol: 'FOOUSDT-PERP' })).toMatchObject({ status: 404, msg: 'Unknown trading pair' });
    // a spot pair is not a perpetual: the sentence the screens show for a pair not listed
    expect(await api.call('contract/symbol', { symbol: 'BTCUSDT' })).toMatchObject({
      status: 400,
      msg: 'Please choose a trading pair listed on the exchange',
    });
  });

  it('answers the latest recorded mark tick', async () => {
    const [recorded] = (await ctx.prices.record()).filter((m) => m.symbol === 'SOLUSDT-PERP');
    const answer = await api.call<MarkTick>('contract/mark', { symbol: 'SOLUSDT-PERP' });
    expect(answer.data).toEqual(recorded);
    expect(answer.data).toMatchObject({ index: '145.00', mark: '145.00' });
  });

  it('lists every perpetual with its mark, index and funding estimate, and last "0" before its first trade', async () => {
    const list = (await api.call<PerpetualTicker[]>('contract/market/list', {})).data;
    expect(list.map((row) => row.symbol)).toEqual(PERPETUALS.map((p) => p.symbol));
    const btc = ctx.prices.tick('BTCUSDT-PERP')!;
    expect(list[0]).toEqual({
      symbol: 'BTCUSDT-PERP',
      name: 'BTC/USDT',
      icon: findPerpetual('BTCUSDT-PERP')!.icon,
      coinId: 10,
      pricePrecision: 2,
      last: '0',
      mark: btc.mark,
      index: btc.index,
      change24h: '0.00',
      quoteVol24h: '0',
      fundingRate: btc.fundingRate,
      nextFundingTime: btc.nextFundingTime,
    });
  });

  it('pages the past funding rates of a perpetual, newest first, and asks for the perpetual', async () => {
    expect((await api.call('contract/funding/rates', { symbol: 'BTCUSDT-PERP', size: 5 })).data).toEqual({
      items: [],
      page: 1,
      size: 5,
      total: 0,
    });
    const run = (symbol: string, hour: number, rate: string, seq: number) => ({
      symbol,
      funding_time: Date.UTC(2026, 0, 1, hour),
      rate,
      mark: '6400000000000',
      mark_seq: seq,
      ts: Date.UTC(2026, 0, 1, hour),
    });
    await ctx.db
      .insertInto('futures_funding_runs')
      .values([run('BTCUSDT-PERP', 0, '0.00010000', 7), run('BTCUSDT-PERP', 8, '-0.00020000', 9), run('ETHUSDT-PERP', 8, '0.00030000', 9)])
      .execute();
    const rates = (page: number) => api.call('contract/funding/rates', { symbol: 'BTCUSDT-PERP', size: 1, page });
    expect((await rates(1)).data).toEqual({
      items: [{ ts: Date.UTC(2026, 0, 1, 8), rate: '-0.00020000', markSeq: 9 }],
      page: 1,
      size: 1,
      total: 2,
    });
    expect((await rates(2)).data).toMatchObject({ items: [{ ts: Date.UTC(2026, 0, 1, 0), rate: '0.00010000', markSeq: 7 }], total: 2 });
    const missing = await api.call('contract/funding/rates', {});
    expect(missing.status).toBe(400);
    expect(missing.msg).toContain('Trading pair');
  });

  it("serves a perpetual's depth, trades and candles like a spot pair's", async () => {
    expect((await api.call('market/depth', { symbol: 'BTCUSDT-PERP' })).data).toEqual({ bids: [], asks: [], seq: 0 });
    expect((await api.call('market/trades', { symbol: 'BTCUSDT-PERP' })).data).toEqual([]);
    expect((await api.call('market/kline', { symbol: 'BTCUSDT-PERP', interval: '1m' })).data).toEqual([]);
    expect((await api.call('market/depth', { symbol: 'FOOUSDT-PERP' })).status).toBe(404);
    expect((await api.call('market/depth', { symbol: 'BTCUSDT-PERPX' })).status).toBe(400);
  });
});
