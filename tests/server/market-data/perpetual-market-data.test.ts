import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { barOpen } from '../../../server/catalogue/intervals';
import type { Market } from '../../../server/market/market';
import { createTestContext, type TestContext } from '../helpers/context';
import { startMarket } from '../market/market-fixture';

let ctx: TestContext;
let market: Market;
beforeEach(async () => {
  ctx = await createTestContext();
  market = await startMarket(ctx);
});
afterEach(() => ctx.close());

/** A perpetual's trade as the futures service publishes it: quantity in lots (docs/futures.md). */
const perpTrade = (id: number, price: string, lots: string, ts = Date.now()) =>
  ctx.bus.emit('trade', 'BTCUSDT-PERP', { id, price, qty: lots, side: 'buy', ts });

describe("market data of a perpetual's own trades", () => {
  it('has no ticker before its first trade, then counts volume in the base asset (lots × contract size)', () => {
    expect(market.ticker('BTCUSDT-PERP')).toBeUndefined();
    perpTrade(1, '64000.00', '5');
    perpTrade(2, '64100.00', '10');
    // BTC contract size 0.001: 15 lots = 0.015 BTC; turnover 5 × 64 + 10 × 64.1 = 961 USDT
    expect(market.ticker('BTCUSDT-PERP')).toMatchObject({
      symbol: 'BTCUSDT-PERP',
      last: '64100.00',
      vol24h: '0.01500',
      quoteVol24h: '961.00',
    });
    expect(market.tickers().map((t) => t.symbol)).toContain('BTCUSDT-PERP');
    // the spot pair is untouched
    expect(market.ticker('BTCUSDT')?.vol24h).not.toBe('0.01500');
  });

  it('folds its trades into candles, live and in queries', async () => {
    const ts = Date.now();
    perpTrade(1, '64000.00', '5', ts);
    perpTrade(2, '63900.00', '3', ts);
    const [current] = market.currentBars('BTCUSDT-PERP', '1m').slice(-1);
    expect(current).toEqual({ t: barOpen(ts, '1m'), o: '64000.00', h: '64000.00', l: '63900.00', c: '63900.00', v: '0.00800' });
    expect(await market.klines({ symbol: 'BTCUSDT-PERP', interval: '1m' })).toEqual([current]);
  });
});
