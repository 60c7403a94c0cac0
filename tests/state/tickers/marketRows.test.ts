import { describe, expect, it } from 'vitest';
import { joinTickers } from '../../../src/state/tickers/marketRows';
import { CATALOGUE, ticker } from '../../views/components/fixtures';

describe('joinTickers', () => {
  it("takes the live ticker when there is one and keeps market/list's otherwise", () => {
    const live = ticker('ETHUSDT', '3500.00', '1.00');
    const rows = joinTickers(CATALOGUE, new Map([['ETHUSDT', live]]));
    expect(rows.map((r) => r.ticker.last)).toEqual(['64000.00', '3500.00', '145.00', '2350.00']);
    expect(rows[1]!.ticker).toBe(live);
  });
});
