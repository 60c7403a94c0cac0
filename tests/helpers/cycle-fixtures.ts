import type { CycleOrder, CyclePeriod, CycleRules, CycleSymbol, IndexTick } from '@contract/cycle';

/** The period table of docs/cycle.md (rule version cycle-1). */
export const CYCLE_PERIODS: CyclePeriod[] = [
  { seconds: 30, payoutRate: '0.80', minStake: '10', maxStake: '5000', feeRate: '0.001' },
  { seconds: 60, payoutRate: '0.82', minStake: '10', maxStake: '10000', feeRate: '0.001' },
  { seconds: 120, payoutRate: '0.85', minStake: '10', maxStake: '20000', feeRate: '0.001' },
  { seconds: 300, payoutRate: '0.88', minStake: '10', maxStake: '50000', feeRate: '0.001' },
];

export const cycleSymbol = (symbol: string, category: CycleSymbol['category'], coinId = 1): CycleSymbol => ({
  symbol,
  coinType: symbol.replace(/USDT$/, ''),
  name: `${symbol.replace(/USDT$/, '')}/USDT`,
  category,
  coinId,
  icon: '',
  pricePrecision: 2,
});

export const cycleRules = (overrides: Partial<CycleRules> = {}): CycleRules => ({
  version: 'cycle-1',
  asset: 'USDT',
  amountPrecision: 2,
  tickIntervalMs: 1000,
  periods: CYCLE_PERIODS,
  symbols: [
    cycleSymbol('BTCUSDT', 'crypto', 1),
    cycleSymbol('ETHUSDT', 'crypto', 2),
    cycleSymbol('XAUUSDT', 'commodities', 101),
    cycleSymbol('XAGUSDT', 'commodities', 102),
    cycleSymbol('WTIUSDT', 'commodities', 103),
  ],
  ...overrides,
});

export const indexTick = (seq: number, price = '60000.00', symbol = 'BTCUSDT', ts = 1_000 * seq): IndexTick => ({ symbol, seq, ts, price });

/** An open 30 s "up" order of 100 USDT on BTCUSDT accepted at t = 10 s. */
export const cycleOrder = (overrides: Partial<CycleOrder> = {}): CycleOrder => ({
  id: '1',
  clientId: 'cy-1-abcdef',
  symbol: 'BTCUSDT',
  category: 'crypto',
  direction: 'up',
  periodSeconds: 30,
  stake: '100.00',
  fee: '0.10',
  payoutRate: '0.80',
  rulesVersion: 'cycle-1',
  openTime: 10_000,
  expiryTime: 40_000,
  entry: indexTick(10),
  status: 'open',
  exit: null,
  outcome: null,
  profit: null,
  payout: null,
  settledAt: null,
  version: 1,
  ...overrides,
});

/** `order` settled: a win (exit above entry for up), with its exit tick, profit and payout. */
export const settledWin = (order: CycleOrder = cycleOrder()): CycleOrder => ({
  ...order,
  status: 'settled',
  exit: indexTick(40, '60100.00', order.symbol, order.expiryTime),
  outcome: 'win',
  profit: '79.90',
  payout: '180.00',
  settledAt: order.expiryTime,
  version: 2,
});
