import type { Balance } from '@contract/assets';
import type { MarketCategory, SymbolInfo, SymbolSummary, Ticker } from '@contract/market';
import type { Order, UserTrade } from '@contract/spot';

export function ticker(symbol: string, last: string, change24h = '0'): Ticker {
  return { symbol, last, open24h: last, high24h: last, low24h: last, vol24h: '10', quoteVol24h: '1000', change24h, ts: 1_700_000_000_000 };
}

function pair(
  base: string,
  category: MarketCategory,
  last: string,
  coinId: number,
  pricePrecision: number,
  qtyPrecision: number,
  minQty: string,
): SymbolSummary {
  const symbol = `${base}USDT`;
  return {
    symbol,
    coinType: base,
    base,
    quote: 'USDT',
    name: `${base}/USDT`,
    category,
    coinId,
    icon: `/icons/${base.toLowerCase()}.svg`,
    pricePrecision,
    qtyPrecision,
    minQty,
    ticker: ticker(symbol, last),
  };
}

/** As the server lists them: BTC (2 price, 5 qty decimals), ETH (2, 4), XRP (4, 1), gold. */
export const CATALOGUE: readonly SymbolSummary[] = [
  pair('BTC', 'spot', '64000.00', 10, 2, 5, '0.00001'),
  pair('ETH', 'spot', '3400.00', 9, 2, 4, '0.0001'),
  pair('XRP', 'spot', '0.5200', 1, 4, 1, '0.1'),
  pair('XAU', 'commodity', '2350.00', 1002, 2, 3, '0.001'),
];

export function infoOf(symbol: string): SymbolInfo {
  const summary = CATALOGUE.find((s) => s.symbol === symbol) ?? (CATALOGUE[0] as SymbolSummary);
  return { ...summary, introduction: '', totalSupply: '0', officialSite: '', blockExplorer: '', makerFee: '0.0008', takerFee: '0.001' };
}

export function balance(asset: string, available: string, frozen = '0', wallet: Balance['wallet'] = 'spot'): Balance {
  return { wallet, asset, available, frozen };
}

export function order(id: string, overrides: Partial<Order> = {}): Order {
  return {
    id,
    clientOrderId: `client-${id}`,
    symbol: 'BTCUSDT',
    side: 'buy',
    type: 'limit',
    price: '60000.00',
    quantity: '0.01000',
    quoteAmount: '0',
    filledQty: '0.00000',
    remainingQty: '0.01000',
    avgPrice: '0',
    filledQuote: '0.00000000',
    fee: '0.00000000',
    feeAsset: 'BTC',
    status: 'new',
    createdAt: 1_700_000_000_000 + Number(id),
    updatedAt: 1_700_000_000_000 + Number(id),
    version: 1,
    ...overrides,
  };
}

export function userTrade(id: number, overrides: Partial<UserTrade> = {}): UserTrade {
  return {
    id,
    orderId: String(id),
    symbol: 'BTCUSDT',
    side: 'buy',
    role: 'taker',
    price: '64000.00',
    qty: '0.00100',
    quote: '64.00000000',
    fee: '0.00000100',
    feeAsset: 'BTC',
    ts: 1_700_000_000_000 + id,
    ...overrides,
  };
}

export function paged<T>(items: T[], page = 1, total = items.length, size = 20) {
  return { items, page, size, total };
}
