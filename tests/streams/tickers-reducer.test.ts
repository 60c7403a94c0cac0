import { describe, expect, it } from 'vitest';
import type { Ticker } from '@contract/market';
import { applyTickers, type TickersMsg } from '../../src/streams/tickers-reducer';

const ticker = (symbol: string, last: string): Ticker => ({
  symbol,
  last,
  open24h: '1',
  high24h: '1',
  low24h: '1',
  vol24h: '0',
  quoteVol24h: '0',
  change24h: '0',
  ts: 1,
});
const lasts = (map: ReadonlyMap<string, Ticker>) => Object.fromEntries([...map].map(([s, t]) => [s, t.last]));

describe('applyTickers', () => {
  const held = new Map([
    ['BTCUSDT', ticker('BTCUSDT', '1')],
    ['ETHUSDT', ticker('ETHUSDT', '2')],
  ]);
  it.each<[string, TickersMsg, Record<string, string>]>([
    ['a snapshot replaces every symbol', { type: 'snapshot', data: [ticker('XAUUSDT', '3')] }, { XAUUSDT: '3' }],
    ['an update overwrites the symbols it carries', { type: 'update', data: [ticker('ETHUSDT', '5')] }, { BTCUSDT: '1', ETHUSDT: '5' }],
    ['an update can add a symbol', { type: 'update', data: [ticker('SOLUSDT', '7')] }, { BTCUSDT: '1', ETHUSDT: '2', SOLUSDT: '7' }],
  ])('%s', (_, msg, expected) => {
    expect(lasts(applyTickers(held, msg))).toEqual(expected);
    expect(lasts(held)).toEqual({ BTCUSDT: '1', ETHUSDT: '2' });
  });
});
