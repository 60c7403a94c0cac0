import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Bar, DepthSnapshot, SymbolInfo, SymbolSummary, Trade } from '@contract/market';
import { buildApp } from '../../../server/http/app';
import { SYMBOLS } from '../../../server/catalogue/symbols';
import { createTestContext, type TestContext } from '../helpers/context';
import { fund, registerUser } from '../helpers/users';
import { startMarket } from './market-fixture';

let ctx: TestContext;
let call: <T>(
  path: string,
  body: unknown,
  opts?: { raw?: string; locale?: string },
) => Promise<{ status: number; code: number; msg: string; data: T }>;

beforeEach(async () => {
  const base = await createTestContext();
  ctx = { ...base, market: await startMarket(base) } as TestContext;
  const app = await buildApp(ctx);
  base.onClose(() => app.close());
  call = async (path, body, opts = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/xb/v1/${path}`,
      headers: { 'content-type': 'application/json', ...(opts.locale ? { locale: opts.locale } : {}) },
      payload: opts.raw ?? JSON.stringify(body),
    });
    return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: never }) };
  };
});
afterEach(() => ctx.close());

async function trade(price: string, qty: string) {
  const [a, b] = [await registerUser(ctx), await registerUser(ctx)];
  await fund(ctx, a.userId, { SOL: '100' });
  await fund(ctx, b.userId, { USDT: '100000' });
  await ctx.spot.place(a.userId, { symbol: 'SOLUSDT', side: 'sell', type: 'limit', price, quantity: qty, clientOrderId: 'route-test-1' });
  await ctx.spot.place(b.userId, { symbol: 'SOLUSDT', side: 'buy', type: 'limit', price, quantity: '0.4', clientOrderId: 'route-test-2' });
}

describe('market routes', () => {
  it('lists every symbol with its live ticker', async () => {
    await trade('150.00', '1');
    const res = await call<SymbolSummary[]>('market/list', {});
    expect(res).toMatchObject({ status: 200, code: 0, msg: '' });
    expect(res.data.map((s) => s.symbol)).toEqual(SYMBOLS.map((s) => s.symbol));
    const sol = res.data.find((s) => s.symbol === 'SOLUSDT')!;
    expect(sol).toMatchObject({
      coinType: 'SOL',
      base: 'SOL',
      quote: 'USDT',
      name: 'SOL/USDT',
      category: 'spot',
      icon: '/icons/sol.svg',
      pricePrecision: 2,
      qtyPrecision: 3,
      minQty: '0.001',
    });
    expect(sol.ticker).toMatchObject({ symbol: 'SOLUSDT', last: '150.00' });
    expect(res.data.find((s) => s.symbol === 'XAUUSDT')!.category).toBe('commodity');
  });

  it('describes one symbol', async () => {
    const res = await call<SymbolInfo>('market/symbol', { coin: 'BTCUSDT' });
    expect(res.data).toMatchObject({
      symbol: 'BTCUSDT',
      coinId: 10,
      totalSupply: '21000000',
      officialSite: 'https://bitcoin.org',
      makerFee: '0.0008',
      takerFee: '0.001',
    });
    expect(res.data.introduction).toContain('Bitcoin');
    expect(res.data.ticker.symbol).toBe('BTCUSDT');
  });

  it('describes a coin named by its coin type in any case or by its coin id (/coinDetail/{coinType or id})', async () => {
    for (const coin of ['BTC', 'btc', 'btcusdt', '10'])
      expect((await call<SymbolInfo>('market/symbol', { coin })).data.symbol).toBe('BTCUSDT');
    expect((await call<SymbolInfo>('market/symbol', { coin: '1' })).data).toMatchObject({ symbol: 'XRPUSDT', coinId: 1 });
  });

  it('serves the book and the latest trades from the engine', async () => {
    await trade('151.00', '1');
    const depth = await call<DepthSnapshot>('market/depth', { symbol: 'SOLUSDT', limit: 5 });
    expect(depth.data).toEqual({ ...ctx.spot.depth('SOLUSDT', 5) });
    expect(depth.data.asks).toEqual([['151.00', '0.600']]);
    const trades = await call<Trade[]>('market/trades', { symbol: 'SOLUSDT' });
    expect(trades.data).toEqual([expect.objectContaining({ price: '151.00', qty: '0.400', side: 'buy' })]);
  });

  it('serves candles oldest first, with the live bar, and pages with endTime', async () => {
    const all = await call<Bar[]>('market/kline', { symbol: 'ETHUSDT', interval: '1h' });
    expect(all.data).toHaveLength(30);
    expect(all.data[29]).toEqual(ctx.market.currentBars('ETHUSDT', '1h')[1]);
    const page = await call<Bar[]>('market/kline', { symbol: 'ETHUSDT', interval: '1h', endTime: all.data[10]!.t, limit: 5 });
    expect(page.data).toEqual(all.data.slice(5, 10));
  });

  const bad: [string, string, unknown, number][] = [
    ['unknown symbol', 'market/symbol', { coin: 'FOOUSDT' }, 404],
    ['an unknown coin id', 'market/symbol', { coin: '99999' }, 404],
    ['unknown symbol (depth)', 'market/depth', { symbol: 'FOOUSDT' }, 404],
    ['unknown symbol (trades)', 'market/trades', { symbol: 'FOOUSDT' }, 404],
    ['unknown symbol (kline)', 'market/kline', { symbol: 'FOOUSDT', interval: '1m' }, 404],
    ['a lower-case symbol', 'market/depth', { symbol: 'btcusdt' }, 400],
    ['a coin that no address could name', 'market/symbol', { coin: 'BTC-USD' }, 400],
    ['the old symbol field', 'market/symbol', { symbol: 'BTCUSDT' }, 400],
    ['a missing symbol', 'market/depth', {}, 400],
    ['a symbol that is a number', 'market/trades', { symbol: 1 }, 400],
    ['depth limit 0', 'market/depth', { symbol: 'BTCUSDT', limit: 0 }, 400],
    ['depth limit 501', 'market/depth', { symbol: 'BTCUSDT', limit: 501 }, 400],
    ['a fractional trades limit', 'market/trades', { symbol: 'BTCUSDT', limit: 1.5 }, 400],
    ['an unknown interval', 'market/kline', { symbol: 'BTCUSDT', interval: '3m' }, 400],
    ['an interval in the wrong case', 'market/kline', { symbol: 'BTCUSDT', interval: '1d' }, 400],
    ['a negative endTime', 'market/kline', { symbol: 'BTCUSDT', interval: '1m', endTime: -1 }, 400],
    ['a kline limit above 1000', 'market/kline', { symbol: 'BTCUSDT', interval: '1m', limit: 1001 }, 400],
    ['an unknown field', 'market/list', { page: 1 }, 400],
    ['an extra field', 'market/symbol', { coin: 'BTCUSDT', x: 1 }, 400],
  ];
  it.each(bad)('answers %s (%s) with its status and a translated message', async (_name, path, body, status) => {
    const res = await call(path, body, { locale: 'fr' });
    expect(res.status).toBe(status);
    expect(res.code).toBe(status);
    expect(res.data).toBeNull();
    expect(res.msg.length).toBeGreaterThan(0);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await call('market/depth', null, { raw: '{"symbol":' });
    expect(res.status).toBe(400);
  });
});
