import { describe, expect, it } from 'vitest';
import { barsBefore, barsSince, upsertBars, type StoredBar } from '../../../server/market-data/kline-store';
import { loadSimStates, saveSimStates } from '../../../server/simulator/sim-state-store';
import { BACKENDS, useTestContext } from '../helpers/backends';
import { startMarket } from './market-fixture';

const bar = (t: number, c: bigint): StoredBar => ({
  symbol: 'BTCUSDT',
  interval: '1m',
  t,
  o: 1n,
  h: c + 1n,
  l: 0n,
  c,
  v: 5n,
  q: 12345678901234567890n,
});

describe.each(BACKENDS)('market tables on $name', ({ name }) => {
  const ctx = useTestContext(name);

  it('inserts and replaces bars and reads them back exactly', async () => {
    const T = 1_717_580_000_000;
    await ctx().serial.run((trx) =>
      upsertBars(trx, [bar(T, 10n), bar(T + 60_000, 11n), bar(T + 120_000, 12n), { ...bar(T, 99n), interval: '5m' }]),
    );
    await ctx().serial.run((trx) => upsertBars(trx, [bar(T + 120_000, 13n)]));
    const newest = await barsBefore(ctx().db, 'BTCUSDT', '1m', Number.MAX_SAFE_INTEGER, 2);
    expect(newest).toEqual([
      { t: T + 120_000, o: 1n, h: 14n, l: 0n, c: 13n, v: 5n, q: 12345678901234567890n },
      { t: T + 60_000, o: 1n, h: 12n, l: 0n, c: 11n, v: 5n, q: 12345678901234567890n },
    ]);
    expect((await barsBefore(ctx().db, 'BTCUSDT', '1m', T + 60_000, 10)).map((b) => b.t)).toEqual([T]);
    expect((await barsSince(ctx().db, 'BTCUSDT', '1m', T + 60_000)).map((b) => b.c)).toEqual([11n, 13n]);
  });

  it('saves and reloads the simulator state, doubles exactly', async () => {
    const state = {
      symbol: 'ETHUSDT',
      tick: 123_456_789_012,
      process: { logPrice: Math.log(3400) + 1e-12, rng: 4_294_967_295 },
      botRng: 7,
    };
    await ctx().serial.run((trx) => saveSimStates(trx, [state], 1));
    await ctx().serial.run((trx) => saveSimStates(trx, [{ ...state, botRng: 8 }], 2));
    expect((await loadSimStates(ctx().db)).get('ETHUSDT')).toEqual({ ...state, botRng: 8 });
  });

  it('starts the market: history, live bars and queries', async () => {
    const market = await startMarket(ctx(), { sim: { historyBars: 12 } });
    const bars = await market.klines({ symbol: 'XAUUSDT', interval: '1W' });
    expect(bars).toHaveLength(12);
    expect(bars[11]).toEqual(market.currentBars('XAUUSDT', '1W')[1]);
    expect(bars[11]!.c).toBe('2350.00');
  });
});
