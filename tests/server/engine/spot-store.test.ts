import { describe, expect, it } from 'vitest';
import { insertTrades, loadRecentTrades } from '../../../server/engine/spot-store';
import type { TradeRow } from '../../../server/store/tables/spot';
import { BACKENDS, useTestContext } from '../helpers/backends';

const trade = (id: number): TradeRow => ({
  id,
  symbol: 'BTCUSDT',
  price: '6400000000000',
  qty: '1000',
  quote: '64000000',
  taker_side: 'buy',
  buy_order_id: 2 * id,
  buy_user_id: 1,
  buy_fee: '1',
  sell_order_id: 2 * id + 1,
  sell_user_id: 2,
  sell_fee: '64000',
  ts: 1_700_000_000_000 + id,
});

describe.each(BACKENDS)('spot store on $name', ({ name }) => {
  const ctx = useTestContext(name);

  it('writes the trades of one huge sweep, past any bind-parameter limit, and reads them back newest first', async () => {
    const rows = Array.from({ length: 3001 }, (_, i) => trade(i + 1));
    await ctx().serial.run((trx) => insertTrades(trx, rows));
    const recent = await loadRecentTrades(ctx().db, 'BTCUSDT', 2);
    expect(recent.map((r) => [Number(r.id), r.quote, Number(r.ts)])).toEqual([
      [3001, '64000000', 1_700_000_003_001],
      [3000, '64000000', 1_700_000_003_000],
    ]);
  });
});
