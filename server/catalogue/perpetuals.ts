/**
 * The perpetual contracts the exchange lists: one USDT-margined linear perpetual per spot pair (`BTCUSDT-PERP`),
 * whose index is that pair's price. A lot is sized so that one lot is worth a few to some tens of USDT at the start
 * price. Maximum leverage and the maintenance-margin brackets follow the classes (125x BTC, 50x the majors,
 * 20x the rest) with Binance's published BTCUSDT brackets for BTC; the maintenance amount of each bracket
 * (Binance's "cum") is derived, never typed: cum(n) = cum(n-1) + floor(n) × (rate(n) − rate(n-1)), which makes the
 * maintenance margin continuous where two brackets meet.
 */
import type { MarginTier, PerpetualInfo } from '@contract/futures';
import { findSymbol, SYMBOLS, type SymbolDef } from './symbols';

/** [notional cap, max leverage, maintenance rate]; the floor is the previous cap (0 for the first). */
type Bracket = [cap: string, maxLeverage: number, rate: string];

const BRACKETS = {
  btc: [
    ['50000', 125, '0.004'],
    ['250000', 100, '0.005'],
    ['1000000', 50, '0.01'],
    ['10000000', 20, '0.025'],
    ['20000000', 10, '0.05'],
    ['50000000', 5, '0.1'],
    ['100000000', 4, '0.125'],
    ['200000000', 3, '0.15'],
    ['300000000', 2, '0.25'],
    ['500000000', 1, '0.5'],
  ],
  major: [
    ['10000', 50, '0.01'],
    ['100000', 25, '0.02'],
    ['500000', 10, '0.05'],
    ['1000000', 5, '0.1'],
    ['5000000', 2, '0.25'],
    ['20000000', 1, '0.5'],
  ],
  other: [
    ['5000', 20, '0.025'],
    ['25000', 10, '0.05'],
    ['100000', 5, '0.1'],
    ['250000', 2, '0.25'],
    ['1000000', 1, '0.5'],
  ],
} as const satisfies Record<string, readonly Bracket[]>;

const MAJORS: ReadonlySet<string> = new Set(['ETH', 'BNB', 'SOL']);

/** base asset per lot, by coin */
const CONTRACT_SIZE: Readonly<Record<string, string>> = {
  BTC: '0.001',
  ETH: '0.01',
  SOL: '0.1',
  BNB: '0.01',
  XRP: '10',
  DOGE: '100',
  ADA: '10',
  TRX: '100',
  LTC: '0.1',
  DOT: '1',
  LINK: '1',
  AVAX: '0.1',
  ATOM: '1',
  UNI: '1',
  TON: '1',
  NEAR: '1',
  XAU: '0.01',
  XAG: '1',
  WTI: '0.1',
};

export const PERP_SUFFIX = '-PERP';
const MAKER_FEE = '0.0002';
const TAKER_FEE = '0.0005';
const FUNDING_INTERVAL_HOURS = 8;
/** Binance's interest component: 0.03 % a day, 0.01 % per 8 h */
const INTEREST_RATE = '0.0001';
const MAX_ORDER_LOTS = 100_000;

/** An exact decimal string → scaled integer with `SCALE` decimals, and back; the catalogue is computed once at load. */
const SCALE = 8;
const scaled = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(SCALE, '0').slice(0, SCALE));
};
const plain = (units: bigint): string => {
  const digits = units.toString().padStart(SCALE + 1, '0');
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  const whole = digits.slice(0, -SCALE);
  return fraction ? `${whole}.${fraction}` : whole;
};

export function marginTiers(brackets: readonly Bracket[]): MarginTier[] {
  let floor = 0n;
  let previousRate = 0n;
  let cum = 0n; // scaled twice (notional × rate)
  return brackets.map(([cap, maxLeverage, rate], i) => {
    const rateUnits = scaled(rate);
    cum += floor * (rateUnits - previousRate);
    const tier: MarginTier = {
      tier: i + 1,
      notionalFloor: plain(floor),
      notionalCap: cap,
      maxLeverage,
      maintenanceRate: rate,
      maintenanceAmount: plain(cum / 10n ** BigInt(SCALE)),
    };
    floor = scaled(cap);
    previousRate = rateUnits;
    return tier;
  });
}

function bracketsOf(base: string): readonly Bracket[] {
  if (base === 'BTC') return BRACKETS.btc;
  return MAJORS.has(base) ? BRACKETS.major : BRACKETS.other;
}

function define(spot: SymbolDef): PerpetualInfo {
  const contractSize = CONTRACT_SIZE[spot.base];
  if (!contractSize) throw new Error(`no contract size for ${spot.base}`);
  const tiers = marginTiers(bracketsOf(spot.base));
  return {
    symbol: `${spot.symbol}${PERP_SUFFIX}`,
    underlying: spot.symbol,
    base: spot.base,
    quote: 'USDT',
    name: spot.name,
    coinId: spot.coinId,
    icon: spot.icon,
    contractSize,
    pricePrecision: spot.pricePrecision,
    maxOrderLots: MAX_ORDER_LOTS,
    maxLeverage: tiers[0]!.maxLeverage,
    tiers,
    makerFee: MAKER_FEE,
    takerFee: TAKER_FEE,
    fundingIntervalHours: FUNDING_INTERVAL_HOURS,
    fundingRateCap: spot.base === 'BTC' || MAJORS.has(spot.base) ? '0.003' : '0.0075',
    interestRate: INTEREST_RATE,
  };
}

export const PERPETUALS: readonly PerpetualInfo[] = Object.freeze(SYMBOLS.map(define));

const BY_SYMBOL = new Map(PERPETUALS.map((p) => [p.symbol, p]));

export function findPerpetual(symbol: string): PerpetualInfo | undefined {
  return BY_SYMBOL.get(symbol);
}

/** The spot pair that is the index of a perpetual. */
export function underlyingOf(perp: PerpetualInfo): SymbolDef {
  const spot = findSymbol(perp.underlying);
  if (!spot) throw new Error(`no spot pair ${perp.underlying}`);
  return spot;
}
