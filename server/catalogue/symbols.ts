/**
 * The static catalogue of tradable pairs; the engine, the market simulator, the routes and the
 * gateway all read it. Every pair is quoted in USDT.
 *
 * coinId picks the minimum number of decimals the client shows for an amount of the base asset
 * (spec section 9: ids 0,1,2,11,14,1001,1003 -> 2; 3,4,6,7,8,12,15,16,1002 -> 3; 13,100 -> 4;
 * 9,10001 -> 5; 10 -> 8). The more a single unit is worth, the more decimals a balance needs to
 * stay meaningful: BTC 10 (8), ETH 9 (5), BNB 13 and SOL 100 (4), the 3..100 USDT coins get
 * 3-decimal ids, sub-dollar coins 2-decimal ids; commodities use the 1000 range (gold 1002 -> 3,
 * silver 1001 and oil 1003 -> 2). USDT itself is id 0. Ids are unique, so they can also key a coin.
 *
 * volatility is annualised (standard deviation of log returns over a year) and drives the
 * simulated price process; startPrice is where the process (and its generated history) is
 * anchored.
 */
import type { MarketCategory, SymbolSummary } from '@contract/market';
import { PROFILES } from './symbol-profiles';

/** A pair as listed to clients (minus its live ticker and coinType), plus what only the server uses. */
export interface SymbolDef extends Omit<SymbolSummary, 'coinType' | 'ticker'> {
  startPrice: string;
  volatility: number;
  makerFee: string;
  takerFee: string;
  introduction: string;
  totalSupply: string;
  officialSite: string;
  blockExplorer: string;
}

/**
 * Maker and taker rates per pair, as real exchanges publish them: an order that rests in the book
 * (maker) pays less than one that takes liquidity from it (taker), and the deepest pairs trade
 * cheapest. notice-fee-schedule (server/content/seed) states the same rates to users.
 */
const FEE_TIERS = {
  major: { makerFee: '0.0008', takerFee: '0.001' },
  coin: { makerFee: '0.001', takerFee: '0.0015' },
  commodity: { makerFee: '0.0005', takerFee: '0.0007' },
} as const;
const MAJORS: ReadonlySet<string> = new Set(['BTC', 'ETH']);

function feesOf(base: string, category: MarketCategory): { makerFee: string; takerFee: string } {
  if (category === 'commodity') return FEE_TIERS.commodity;
  return MAJORS.has(base) ? FEE_TIERS.major : FEE_TIERS.coin;
}

type Row = [
  base: string,
  category: MarketCategory,
  coinId: number,
  pricePrecision: number,
  qtyPrecision: number,
  minQty: string,
  startPrice: string,
  volatility: number,
];

const ROWS: readonly Row[] = [
  ['BTC', 'spot', 10, 2, 5, '0.00001', '64000.00', 0.55],
  ['ETH', 'spot', 9, 2, 4, '0.0001', '3400.00', 0.65],
  ['SOL', 'spot', 100, 2, 3, '0.001', '145.00', 0.85],
  ['BNB', 'spot', 13, 2, 3, '0.001', '580.00', 0.55],
  ['XRP', 'spot', 1, 4, 1, '0.1', '0.5200', 0.7],
  ['DOGE', 'spot', 11, 5, 0, '1', '0.12500', 0.9],
  ['ADA', 'spot', 2, 4, 1, '0.1', '0.4500', 0.75],
  ['TRX', 'spot', 14, 5, 1, '0.1', '0.12500', 0.5],
  ['LTC', 'spot', 3, 2, 3, '0.001', '82.00', 0.65],
  ['DOT', 'spot', 7, 3, 2, '0.01', '6.500', 0.75],
  ['LINK', 'spot', 6, 3, 2, '0.01', '14.500', 0.8],
  ['AVAX', 'spot', 4, 2, 2, '0.01', '28.00', 0.85],
  ['ATOM', 'spot', 8, 3, 2, '0.01', '7.500', 0.75],
  ['UNI', 'spot', 12, 3, 2, '0.01', '9.800', 0.85],
  ['TON', 'spot', 15, 3, 2, '0.01', '6.900', 0.8],
  ['NEAR', 'spot', 16, 3, 1, '0.1', '5.600', 0.9],
  ['XAU', 'commodity', 1002, 2, 3, '0.001', '2350.00', 0.15],
  ['XAG', 'commodity', 1001, 3, 2, '0.01', '28.000', 0.28],
  ['WTI', 'commodity', 1003, 2, 2, '0.01', '78.00', 0.35],
];

function define([base, category, coinId, pricePrecision, qtyPrecision, minQty, startPrice, volatility]: Row): SymbolDef {
  const profile = PROFILES[base];
  if (!profile) throw new Error(`no profile for ${base}`);
  return {
    symbol: `${base}USDT`,
    base,
    quote: 'USDT',
    name: `${base}/USDT`,
    category,
    coinId,
    icon: `/icons/${base.toLowerCase()}.svg`,
    pricePrecision,
    qtyPrecision,
    minQty,
    startPrice,
    volatility,
    ...feesOf(base, category),
    ...profile,
  };
}

export const SYMBOLS: readonly SymbolDef[] = Object.freeze(ROWS.map(define));

const BY_SYMBOL = new Map(SYMBOLS.map((s) => [s.symbol, s]));
const BY_BASE = new Map(SYMBOLS.map((s) => [s.base, s]));
const BY_COIN_ID = new Map(SYMBOLS.map((s) => [String(s.coinId), s]));

export function findSymbol(symbol: string): SymbolDef | undefined {
  return BY_SYMBOL.get(symbol);
}

/**
 * The pair of a coin as an address names it (contract CoinRef): digits are a coin id ("10"),
 * anything else a coin type or a pair in any case ("btc", "BTC", "btcusdt"). No coin type is all
 * digits, so the two readings never collide.
 */
export function findCoin(ref: string): SymbolDef | undefined {
  if (/^[0-9]+$/.test(ref)) return BY_COIN_ID.get(ref);
  const upper = ref.toUpperCase();
  return BY_BASE.get(upper) ?? BY_SYMBOL.get(upper);
}
