import { describe, expect, it } from 'vitest';
import { sameCoinRow, type CoinRowProps } from '../../../src/views/components/CoinRow';
import { CATALOGUE } from './fixtures';

const btc = CATALOGUE[0]!;
const base: CoinRowProps = { summary: btc, ticker: btc.ticker, favourite: false };

describe('sameCoinRow', () => {
  it.each<[string, Partial<CoinRowProps>, boolean]>([
    ['a new ticker object with the same numbers', { ticker: { ...btc.ticker, ts: 1 } }, true],
    ['a new last price', { ticker: { ...btc.ticker, last: '64001.00' } }, false],
    ['a new 24 h change', { ticker: { ...btc.ticker, change24h: '1.51' } }, false],
    ['a new volume', { ticker: { ...btc.ticker, quoteVol24h: '1' } }, false],
    ['a new high that the row does not show', { ticker: { ...btc.ticker, high24h: '70000.00' } }, true],
    ['the star toggled', { favourite: true }, false],
    ['another catalogue entry (after a refresh)', { summary: { ...btc } }, false],
  ])('%s -> same: %s', (_, change, same) => {
    expect(sameCoinRow(base, { ...base, ...change })).toBe(same);
  });
});
