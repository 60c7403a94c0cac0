import { describe, expect, it } from 'vitest';
import { LiquidationIndex } from '../../../../server/futures/risk/liquidation-index';
import { TpSlIndex } from '../../../../server/futures/risk/tpsl-index';

describe('liquidation index', () => {
  it('reaches longs when the mark falls to their LP and shorts when it rises to it, per symbol', () => {
    const index = new LiquidationIndex();
    index.set('BTCUSDT-PERP', '1', 'long', 45_000n);
    index.set('BTCUSDT-PERP', '2', 'long', 44_000n);
    index.set('BTCUSDT-PERP', '3', 'short', 55_000n);
    index.set('ETHUSDT-PERP', '4', 'long', 3_000n);
    expect(index.crossedBy('BTCUSDT-PERP', 50_000n)).toEqual([]);
    expect(index.crossedBy('BTCUSDT-PERP', 45_000n)).toEqual(['1']);
    expect(index.crossedBy('BTCUSDT-PERP', 43_000n)).toEqual(['1', '2']);
    expect(index.crossedBy('BTCUSDT-PERP', 55_000n)).toEqual(['3']);
    expect(index.crossedBy('SOLUSDT-PERP', 1n)).toEqual([]);
  });

  it('moves a position when its LP changes and drops it when it has none (0)', () => {
    const index = new LiquidationIndex();
    index.set('BTCUSDT-PERP', '1', 'long', 45_000n);
    index.set('BTCUSDT-PERP', '1', 'long', 40_000n);
    expect(index.crossedBy('BTCUSDT-PERP', 44_000n)).toEqual([]);
    expect(index.liquidationPriceOf('1')).toBe(40_000n);
    index.set('BTCUSDT-PERP', '1', 'long', 0n);
    expect(index.size).toBe(0);
    expect(index.crossedBy('BTCUSDT-PERP', 1n)).toEqual([]);
    expect(index.delete('1')).toBe(false);
  });
});

describe('TP/SL index', () => {
  it('fires a long TP on a rise and its SL on a fall, a short the other way round, and forgets a closed position', () => {
    const index = new TpSlIndex();
    index.set('BTCUSDT-PERP', '1', 'long', 'takeProfit', 55_000n);
    index.set('BTCUSDT-PERP', '1', 'long', 'stopLoss', 45_000n);
    index.set('BTCUSDT-PERP', '2', 'short', 'takeProfit', 45_000n);
    index.set('BTCUSDT-PERP', '2', 'short', 'stopLoss', 55_000n);
    expect(index.crossedBy('BTCUSDT-PERP', 50_000n)).toEqual([]);
    expect(index.crossedBy('BTCUSDT-PERP', 55_000n)).toEqual([
      { positionId: '1', kind: 'takeProfit' },
      { positionId: '2', kind: 'stopLoss' },
    ]);
    // falling triggers come from the highest down, so at one price the larger id first
    expect(index.crossedBy('BTCUSDT-PERP', 44_000n)).toEqual([
      { positionId: '2', kind: 'takeProfit' },
      { positionId: '1', kind: 'stopLoss' },
    ]);
    index.set('BTCUSDT-PERP', '1', 'long', 'takeProfit', null);
    index.deletePosition('BTCUSDT-PERP', '2');
    expect(index.crossedBy('BTCUSDT-PERP', 60_000n)).toEqual([]);
    expect(index.priceOf('BTCUSDT-PERP', '1', 'stopLoss')).toBe(45_000n);
  });
});
