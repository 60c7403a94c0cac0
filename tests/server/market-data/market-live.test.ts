import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KLINE_INTERVALS } from '@contract/primitives';
import { barOpen } from '../../../server/catalogue/intervals';
import { SYMBOLS } from '../../../server/catalogue/symbols';
import { createTestContext, type TestContext } from '../helpers/context';
import { fund, registerUser, type TestUser } from '../helpers/users';
import { startMarket } from '../market/market-fixture';

let ctx: TestContext;
let maker: TestUser;
let taker: TestUser;
let ids = 0;

beforeEach(async () => {
  ctx = await createTestContext();
  maker = await registerUser(ctx);
  taker = await registerUser(ctx);
  for (const u of [maker, taker]) await fund(ctx, u.userId, { USDT: '1000000', ETH: '100' });
});
afterEach(() => ctx.close());

async function cross(price: string, qty: string) {
  const base = { symbol: 'ETHUSDT', type: 'limit' as const, price, quantity: qty };
  await ctx.spot.place(maker.userId, { ...base, side: 'sell', clientOrderId: `mk-test-${++ids}` });
  await ctx.spot.place(taker.userId, { ...base, side: 'buy', clientOrderId: `tk-test-${++ids}` });
}

describe('market from engine trades', () => {
  it('writes the generated history once, per symbol and interval', async () => {
    await startMarket(ctx);
    const rows = await ctx.db.selectFrom('klines').select(['symbol', 'period']).execute();
    expect(rows).toHaveLength(SYMBOLS.length * KLINE_INTERVALS.length * 30);
    const states = await ctx.db.selectFrom('sim_state').select('symbol').execute();
    expect(states.map((s) => s.symbol).sort()).toEqual(SYMBOLS.map((s) => s.symbol).sort());
  });

  it('turns trades into the live bar of every interval, on the bus and in queries', async () => {
    const market = await startMarket(ctx);
    const events: [string, string, { c: string; v: string }][] = [];
    ctx.bus.on('kline', (symbol, interval, bar) => events.push([symbol, interval, bar]));
    await cross('3500.00', '0.5');
    expect(
      events
        .filter((e) => e[0] === 'ETHUSDT')
        .map((e) => e[1])
        .sort(),
    ).toEqual([...KLINE_INTERVALS].sort());
    const ts = ctx.spot.recentTrades('ETHUSDT', 1)[0]!.ts;
    for (const interval of KLINE_INTERVALS) {
      const [previous, current] = market.currentBars('ETHUSDT', interval);
      expect(previous!.t).toBeLessThan(current!.t);
      // the bar of the trade is the current one (or the previous, had the clock rolled since)
      const bar = [previous, current].find((b) => b!.t === barOpen(ts, interval));
      expect(bar).toMatchObject({ c: '3500.00' });
      expect(Number(bar!.v)).toBeGreaterThanOrEqual(0.5);
      expect(Number(bar!.h)).toBeGreaterThanOrEqual(3500);
    }
    const bars = await market.klines({ symbol: 'ETHUSDT', interval: '1m' });
    expect(bars[bars.length - 1]).toEqual(market.currentBars('ETHUSDT', '1m')[1]);
    expect(bars.map((b) => b.t)).toEqual([...bars.map((b) => b.t)].sort((a, b) => a - b));
  });

  it('pages back through history with endTime and limit', async () => {
    const market = await startMarket(ctx);
    const all = await market.klines({ symbol: 'BTCUSDT', interval: '5m', limit: 1000 });
    expect(all).toHaveLength(30);
    const last10 = await market.klines({ symbol: 'BTCUSDT', interval: '5m', limit: 10 });
    expect(last10).toEqual(all.slice(-10));
    const older = await market.klines({ symbol: 'BTCUSDT', interval: '5m', limit: 10, endTime: last10[0]!.t });
    expect(older).toEqual(all.slice(-20, -10));
    expect(await market.klines({ symbol: 'BTCUSDT', interval: '5m', endTime: all[0]!.t })).toEqual([]);
    await expect(market.klines({ symbol: 'FOOUSDT', interval: '5m' })).rejects.toMatchObject({ status: 404, key: 'unknownSymbol' });
  });

  it('keeps a 24 h ticker from trades and publishes it on the bus', async () => {
    const market = await startMarket(ctx, { sim: { historyBars: 0 } });
    expect(market.ticker('ETHUSDT')).toMatchObject({ last: '3400.00', vol24h: '0.0000', change24h: '0.00' });
    const published = new Promise((resolve) => ctx.bus.once('ticker', resolve));
    await cross('3400.00', '1');
    await cross('3434.00', '2');
    expect(await published).toMatchObject({ symbol: 'ETHUSDT' });
    expect(market.ticker('ETHUSDT')).toMatchObject({
      last: '3434.00',
      open24h: '3400.00',
      high24h: '3434.00',
      low24h: '3400.00',
      vol24h: '3.0000',
      quoteVol24h: '10268.00',
      change24h: '1.00',
    });
    expect(market.tickers().map((t) => t.symbol)).toEqual(SYMBOLS.map((s) => s.symbol));
  });

  it('continues stored candles and tickers after a restart instead of generating again', async () => {
    const first = await startMarket(ctx);
    await cross('3333.00', '1.5');
    const live = first.currentBars('ETHUSDT', '1h')[1];
    await first.stop();
    const count = await ctx.db
      .selectFrom('klines')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const second = await startMarket(ctx, { sim: { historyBars: 10 } });
    expect(second.currentBars('ETHUSDT', '1h')[1]).toEqual(live);
    expect(second.ticker('ETHUSDT')).toMatchObject({ last: '3333.00' });
    expect(Number(second.ticker('ETHUSDT')!.vol24h)).toBeGreaterThanOrEqual(1.5);
    const after = await ctx.db
      .selectFrom('klines')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after!.n)).toBe(Number(count!.n));
  });
});
