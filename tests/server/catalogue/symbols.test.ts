import { describe, expect, it } from 'vitest';
import { findCoin, findSymbol, SYMBOLS } from '../../../server/catalogue/symbols';
import { fitsPrecision, toUnits } from '../../../server/money';

/** Spec section 9: minimum display decimals per coin id. */
const COIN_ID_DECIMALS = new Map<number, number>([
  ...[0, 1, 2, 11, 14, 1001, 1003, 1004, 1005, 2001, 2002].map((id) => [id, 2] as [number, number]),
  ...[3, 4, 6, 7, 8, 12, 15, 16, 1002].map((id) => [id, 3] as [number, number]),
  [13, 4],
  [100, 4],
  [9, 5],
  [10001, 5],
  [10, 8],
]);

describe('symbol catalogue', () => {
  it('lists at least 12 spot pairs and the three commodities, all against USDT', () => {
    expect(SYMBOLS.filter((s) => s.category === 'spot').length).toBeGreaterThanOrEqual(12);
    expect(
      SYMBOLS.filter((s) => s.category === 'commodity')
        .map((s) => s.symbol)
        .sort(),
    ).toEqual(['WTIUSDT', 'XAGUSDT', 'XAUUSDT']);
    for (const s of SYMBOLS) {
      expect(s.symbol).toBe(`${s.base}USDT`);
      expect(s.symbol).toMatch(/^[A-Z0-9]{2,12}USDT$/);
      expect(s.name).toBe(`${s.base}/USDT`);
      expect(s.icon).toBe(`/icons/${s.base.toLowerCase()}.svg`);
    }
  });

  it('has start prices near the agreed levels', () => {
    expect(Number(findSymbol('BTCUSDT')?.startPrice)).toBeCloseTo(64000, -3);
    expect(Number(findSymbol('ETHUSDT')?.startPrice)).toBeCloseTo(3400, -2);
    expect(Number(findSymbol('XAUUSDT')?.startPrice)).toBeCloseTo(2350, -2);
    expect(Number(findSymbol('XAGUSDT')?.startPrice)).toBeCloseTo(28, 0);
    expect(Number(findSymbol('WTIUSDT')?.startPrice)).toBeCloseTo(78, 0);
  });

  it('keeps prices and sizes on their own precision, and a maker rate below the taker rate', () => {
    for (const s of SYMBOLS) {
      expect(fitsPrecision(toUnits(s.startPrice), s.pricePrecision)).toBe(true);
      expect(fitsPrecision(toUnits(s.minQty), s.qtyPrecision)).toBe(true);
      expect(s.startPrice.split('.')[1]?.length ?? 0).toBe(s.pricePrecision);
      expect(toUnits(s.makerFee)).toBeLessThan(toUnits(s.takerFee));
      expect(s.volatility).toBeGreaterThan(0);
    }
  });

  it('publishes the fee tier of each pair: majors, other coins, commodities', () => {
    const rates = (symbol: string) => [findSymbol(symbol)?.makerFee, findSymbol(symbol)?.takerFee];
    expect(rates('BTCUSDT')).toEqual(['0.0008', '0.001']);
    expect(rates('ETHUSDT')).toEqual(['0.0008', '0.001']);
    expect(rates('SOLUSDT')).toEqual(['0.001', '0.0015']);
    expect(rates('XAUUSDT')).toEqual(['0.0005', '0.0007']);
  });

  it('uses unique coin ids from the display table', () => {
    const ids = SYMBOLS.map((s) => s.coinId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(COIN_ID_DECIMALS.has(id)).toBe(true);
    expect(COIN_ID_DECIMALS.get(findSymbol('BTCUSDT')!.coinId)).toBe(8);
  });

  it('describes every coin, with supply and explorer for crypto only', () => {
    for (const s of SYMBOLS) {
      expect(s.introduction.length).toBeGreaterThan(40);
      expect(s.officialSite).toMatch(/^https:\/\//);
      if (s.category === 'commodity') expect([s.totalSupply, s.blockExplorer]).toEqual(['', '']);
      else {
        expect(s.totalSupply).toMatch(/^[1-9]\d*$/);
        expect(s.blockExplorer).toMatch(/^https:\/\//);
      }
    }
  });

  it('finds by symbol and nothing else', () => {
    expect(findSymbol('SOLUSDT')?.base).toBe('SOL');
    expect(findSymbol('solusdt')).toBeUndefined();
    expect(findSymbol('FOOUSDT')).toBeUndefined();
  });

  it.each([
    ['1', 'XRPUSDT'],
    ['10', 'BTCUSDT'],
    ['1002', 'XAUUSDT'],
    ['BTC', 'BTCUSDT'],
    ['btc', 'BTCUSDT'],
    ['Eth', 'ETHUSDT'],
    ['BTCUSDT', 'BTCUSDT'],
    ['btcusdt', 'BTCUSDT'],
  ])('finds the coin an address names: %s -> %s', (ref, symbol) => {
    expect(findCoin(ref)?.symbol).toBe(symbol);
  });

  it.each(['0', '010', '99999', 'USDT', 'FOO', 'FOOUSDT', ''])('finds no listed pair for %j', (ref) => {
    expect(findCoin(ref)).toBeUndefined();
  });

  it('has no coin type made of digits only, so a number in an address is always a coin id', () => {
    expect(SYMBOLS.filter((s) => /^[0-9]+$/.test(s.base))).toEqual([]);
  });
});
