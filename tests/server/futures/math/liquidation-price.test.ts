/**
 * Liquidation price table: Binance's one-way formula on the catalogue's BTCUSDT-PERP brackets (0.4 % / cum 0 below
 * 50 000 USDT, 0.5 % / cum 50 below 250 000), price tick 0.01, rounded up for a long and down for a short.
 */
import { describe, expect, it } from 'vitest';
import type { PositionSide } from '@contract/futures';
import { exactLiquidationPrice, liquidationPrice, type LiquidationInput } from '../../../../server/futures/math';
import { fromUnits } from '../../../../server/money';
import { BTC_BRACKETS, u } from './btc-brackets';

interface Case {
  name: string;
  side: PositionSide;
  qty: string;
  cost: string;
  wallet: string;
  otherMm?: string;
  otherUpnl?: string;
  expected: string;
}

const input = (c: Case, pricePrecision = 2): LiquidationInput => ({
  side: c.side,
  qty: u(c.qty),
  cost: u(c.cost),
  walletBalance: u(c.wallet),
  otherMaintenance: u(c.otherMm ?? '0'),
  otherUnrealisedPnl: u(c.otherUpnl ?? '0'),
  brackets: BTC_BRACKETS,
  pricePrecision,
});

describe('liquidation price: Binance published example', () => {
  // binance.com/en/support/faq/25edcd7fe0e544839d0847b8cbb2e400 ("How to avoid liquidation"): wallet balance
  // 500 USDT, a long BTCUSDT position worth 1,000 USDT at 20x entered at 50,000 (0.02 BTC), cross margin:
  // "your liquidation price will be $25,100.40". Exact: (500 − 1000) / (0.02 × 0.004 − 0.02) = 25100.4016…
  const example: Case = { name: 'cross long 20x', side: 'long', qty: '0.02', cost: '1000', wallet: '500', expected: '25100.41' };

  it('equals Binance to the cent when rounded to the nearest cent as Binance shows it', () => {
    const exact = exactLiquidationPrice(input(example))!;
    const cents = (exact.numerator * 100n * 2n + exact.denominator * 100_000_000n) / (exact.denominator * 100_000_000n * 2n);
    expect(cents).toBe(2_510_040n);
  });

  it('publishes it rounded up to the tick, the safe side for a long', () => {
    expect(fromUnits(liquidationPrice(input(example)), 2)).toBe(example.expected);
  });
});

// Hand-computed with LP = (WB − TMM1 + UPNL1 + cum − side × cost) / (Q × (MMR − side)), checking that Q × LP lies in
// the bracket used; EP 50,000 unless stated.
const TABLE: Case[] = [
  // isolated, bracket 1, three leverages: WB = cost ÷ leverage
  { name: 'isolated long 10x', side: 'long', qty: '0.1', cost: '5000', wallet: '500', expected: '45180.73' }, // −4500 / −0.0996 = 45180.7228…
  { name: 'isolated short 10x', side: 'short', qty: '0.1', cost: '5000', wallet: '500', expected: '54780.87' }, // 5500 / 0.1004 = 54780.8764…
  { name: 'isolated long 50x', side: 'long', qty: '0.1', cost: '5000', wallet: '100', expected: '49196.79' }, // −4900 / −0.0996 = 49196.7871…
  { name: 'isolated short 50x', side: 'short', qty: '0.1', cost: '5000', wallet: '100', expected: '50796.81' }, // 5100 / 0.1004 = 50796.8127…
  { name: 'isolated long 125x', side: 'long', qty: '0.1', cost: '5000', wallet: '40', expected: '49799.20' }, // −4960 / −0.0996 = 49799.1967…
  { name: 'isolated short 125x', side: 'short', qty: '0.1', cost: '5000', wallet: '40', expected: '50199.20' }, // 5040 / 0.1004 = 50199.2031…
  // bracket 2 (notional 100,000 at entry and at LP): cum 50
  { name: 'isolated long 20x, bracket 2', side: 'long', qty: '2', cost: '100000', wallet: '5000', expected: '47713.57' }, // −94950 / −1.99 = 47713.5678…
  { name: 'isolated short 20x, bracket 2', side: 'short', qty: '2', cost: '100000', wallet: '5000', expected: '52263.68' }, // 105050 / 2.01 = 52263.6815…
  // entry in bracket 2 (60,000) but LP's notional in bracket 1 (30,120): the bracket of the notional at LP is used
  { name: 'isolated long 2x, bracket 2 → 1', side: 'long', qty: '1.2', cost: '60000', wallet: '30000', expected: '25100.41' }, // −30000 / −1.1952
  // entry in bracket 1 (45,000), LP's notional in bracket 2 (67,214): 67550 / (0.9 × 1.005) = 74682.1448…
  { name: 'isolated short 2x, bracket 1 → 2', side: 'short', qty: '0.9', cost: '45000', wallet: '22500', expected: '74682.14' },
  // cross, with the user's other cross positions: EP 40,000
  {
    name: 'cross long, others',
    side: 'long',
    qty: '0.5',
    cost: '20000',
    wallet: '10000',
    otherMm: '120',
    otherUpnl: '-300',
    expected: '20923.70',
  }, // −10420 / −0.498 = 20923.6947…
  {
    name: 'cross short, others',
    side: 'short',
    qty: '0.5',
    cost: '20000',
    wallet: '10000',
    otherMm: '50',
    otherUpnl: '200',
    expected: '60059.76',
  }, // 30150 / 0.502 = 60059.7609…
  // a 1x isolated long is covered all the way to 0: no liquidation price
  { name: 'isolated long 1x', side: 'long', qty: '0.1', cost: '5000', wallet: '5000', expected: '0.00' },
  { name: 'cross long, wallet above cost', side: 'long', qty: '0.1', cost: '5000', wallet: '6000', expected: '0.00' },
];

describe('liquidation price: hand-computed table', () => {
  it.each(TABLE)('$name → $expected', (c) => {
    expect(fromUnits(liquidationPrice(input(c)), 2)).toBe(c.expected);
  });

  it('rounds to the tick of the symbol: 8 decimals keeps the exact value truncated to the safe side', () => {
    const long = TABLE[0]!;
    expect(fromUnits(liquidationPrice(input(long, 8)), 8)).toBe('45180.72289157');
    expect(fromUnits(liquidationPrice(input(TABLE[1]!, 8)), 8)).toBe('54780.87649402');
  });

  it('gives a short whose margin is already gone the smallest price, so any mark reaches it', () => {
    const bankrupt: Case = { name: 'short', side: 'short', qty: '0.1', cost: '5000', wallet: '-6000', expected: '' };
    expect(fromUnits(liquidationPrice(input(bankrupt)), 2)).toBe('0.01');
  });
});
