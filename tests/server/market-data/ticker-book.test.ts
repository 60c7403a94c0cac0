import { describe, expect, it } from 'vitest';
import type { Ticker } from '@contract/market';
import { Bus } from '../../../server/bus';
import { TickerBook } from '../../../server/market-data/ticker-book';
import { toUnits } from '../../../server/money';

describe('TickerBook', () => {
  it('publishes a symbol at most every 250 ms, the first change at once and the latest one later', () => {
    const bus = new Bus();
    const sent: Ticker[] = [];
    bus.on('ticker', (t) => sent.push(t));
    const book = new TickerBook(bus);
    const T = 1_000_000;
    book.add('BTCUSDT', toUnits('64000'), toUnits('1'), T);
    book.add('BTCUSDT', toUnits('64100'), toUnits('1'), T + 100);
    book.add('ETHUSDT', toUnits('3400'), toUnits('1'), T + 120);
    book.add('BTCUSDT', toUnits('64200'), toUnits('1'), T + 200);
    book.flush(T + 249);
    expect(sent.map((t) => [t.symbol, t.last, t.ts])).toEqual([
      ['BTCUSDT', '64000.00', T],
      ['ETHUSDT', '3400.00', T + 120],
    ]);
    book.flush(T + 250);
    expect(sent.map((t) => [t.symbol, t.last, t.ts]).slice(2)).toEqual([['BTCUSDT', '64200.00', T + 250]]);
    book.flush(T + 1000);
    expect(sent).toHaveLength(3);
  });

  it('lists every catalogue symbol, at its start price before any trade', () => {
    const book = new TickerBook(new Bus());
    const btc = book.ticker('BTCUSDT', 0)!;
    expect(btc).toEqual({
      symbol: 'BTCUSDT',
      last: '64000.00',
      open24h: '64000.00',
      high24h: '64000.00',
      low24h: '64000.00',
      vol24h: '0.00000',
      quoteVol24h: '0.00',
      change24h: '0.00',
      ts: 0,
    });
    expect(book.ticker('FOOUSDT', 0)).toBeUndefined();
  });
});
