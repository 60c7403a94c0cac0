import type { MarketCategory, SymbolSummary, Ticker } from '@contract/market';

export function ticker(symbol: string, last: string, change24h = '0', quoteVol24h = '1000'): Ticker {
  return { symbol, last, open24h: last, high24h: last, low24h: last, vol24h: '10', quoteVol24h, change24h, ts: 1_700_000_000_000 };
}

export function summary(base: string, category: MarketCategory, last: string, change24h = '0', quoteVol24h = '1000'): SymbolSummary {
  const symbol = `${base}USDT`;
  return {
    symbol,
    coinType: base,
    base,
    quote: 'USDT',
    name: `${base}/USDT`,
    category,
    coinId: 10,
    icon: `/icons/${base.toLowerCase()}.svg`,
    pricePrecision: 2,
    qtyPrecision: 4,
    minQty: '0.0001',
    ticker: ticker(symbol, last, change24h, quoteVol24h),
  };
}

/** A small catalogue: three crypto pairs and one commodity, in catalogue order. */
export const CATALOGUE: readonly SymbolSummary[] = [
  summary('BTC', 'spot', '64000.00', '1.50', '900000000'),
  summary('ETH', 'spot', '3400.00', '-2.25', '500000000'),
  summary('SOL', 'spot', '145.00', '5.10', '120000000'),
  summary('XAU', 'commodity', '2350.00', '-0.40', '80000000'),
];
