/**
 * The published rules of cycle contracts (docs/cycle.md, rule version `cycle-1`): the period table, the symbols of each
 * category, the tick interval. `cycle/rules` serves CYCLE_RULES; an order stores the version and its period row, so a
 * later table never changes how an accepted order settles. tests/server/cycle/rules.test.ts holds this table equal to
 * the one in docs/cycle.md.
 */
import type { CycleCategory, CyclePeriod, CycleRules, CycleSymbol } from '@contract/cycle';
import type { MarketCategory } from '@contract/market';
import { SYMBOLS, type SymbolDef } from '../catalogue/symbols';

export const CYCLE_RULES_VERSION = 'cycle-1';
export const CYCLE_ASSET = 'USDT';
/** stakes, fees and payouts are whole cents of USDT */
export const CYCLE_AMOUNT_PRECISION = 2;
export const INDEX_TICK_MS = 1000;

const row = (seconds: number, payoutRate: string, maxStake: string): CyclePeriod => ({
  seconds,
  payoutRate,
  minStake: '10.00',
  maxStake,
  feeRate: '0.001',
});

export const CYCLE_PERIODS: readonly CyclePeriod[] = Object.freeze([
  row(30, '0.80', '5000.00'),
  row(60, '0.82', '10000.00'),
  row(120, '0.85', '20000.00'),
  row(300, '0.88', '50000.00'),
]);

const CATEGORY_OF: Readonly<Partial<Record<MarketCategory, CycleCategory>>> = { spot: 'crypto', commodity: 'commodities' };

const toCycleSymbol = (def: SymbolDef, category: CycleCategory): CycleSymbol => ({
  symbol: def.symbol,
  coinType: def.base,
  name: def.name,
  category,
  coinId: def.coinId,
  icon: def.icon,
  pricePrecision: def.pricePrecision,
});

/** Every spot pair is a cycle symbol: crypto pairs and the simulator's commodities. */
export const CYCLE_SYMBOLS: readonly CycleSymbol[] = Object.freeze(
  SYMBOLS.flatMap((def) => {
    const category = CATEGORY_OF[def.category];
    return category ? [toCycleSymbol(def, category)] : [];
  }),
);
const BY_SYMBOL = new Map(CYCLE_SYMBOLS.map((s) => [s.symbol, s]));

export const CYCLE_RULES: CycleRules = Object.freeze({
  version: CYCLE_RULES_VERSION,
  asset: CYCLE_ASSET,
  amountPrecision: CYCLE_AMOUNT_PRECISION,
  tickIntervalMs: INDEX_TICK_MS,
  periods: [...CYCLE_PERIODS],
  symbols: [...CYCLE_SYMBOLS],
});

export const findCycleSymbol = (symbol: string): CycleSymbol | undefined => BY_SYMBOL.get(symbol);
export const findCyclePeriod = (seconds: number): CyclePeriod | undefined => CYCLE_PERIODS.find((p) => p.seconds === seconds);
