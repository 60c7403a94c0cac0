import { describe, expect, it } from 'vitest';
import { KLINE_INTERVALS } from '@contract/primitives';
import { generateHistory } from '../../../server/market/kline-history';
import { barOpen, INTERVAL_MS } from '../../../server/catalogue/intervals';
import { findSymbol } from '../../../server/catalogue/symbols';
import { toUnits } from '../../../server/money';

const btc = findSymbol('BTCUSDT')!;
const NOW = Date.parse('2024-06-05T10:07:13.250Z');
const opts = { seed: 42, now: NOW, bars: 120, quotePerMs: 1 };

describe('generated kline history', () => {
  const history = generateHistory(btc, opts);

  it('is the same for the same seed and different for another', () => {
    expect(generateHistory(btc, opts)).toEqual(history);
    expect(generateHistory(btc, { ...opts, seed: 43 }).get('1m')).not.toEqual(history.get('1m'));
  });

  it('has the requested number of aligned, consecutive bars per interval, ending in the bar of now', () => {
    for (const interval of KLINE_INTERVALS) {
      const bars = history.get(interval)!;
      expect(bars).toHaveLength(120);
      expect(bars[bars.length - 1]!.t).toBe(barOpen(NOW, interval));
      bars.forEach((b, i) => {
        expect(barOpen(b.t, interval)).toBe(b.t);
        if (i > 0) expect(b.t - bars[i - 1]!.t).toBe(INTERVAL_MS[interval]);
      });
    }
  });

  it('ends every interval at the start price, with continuous and valid candles', () => {
    for (const interval of KLINE_INTERVALS) {
      const bars = history.get(interval)!;
      expect(bars[bars.length - 1]!.c).toBe(toUnits(btc.startPrice));
      bars.forEach((b, i) => {
        expect(b.h >= b.o && b.h >= b.c && b.l <= b.o && b.l <= b.c && b.l > 0n).toBe(true);
        expect(b.v > 0n && b.q > 0n).toBe(true);
        if (i > 0) expect(b.o).toBe(bars[i - 1]!.c);
      });
    }
  });

  it('agrees across intervals: a coarse bar is the aggregate of its finer bars', () => {
    const fine = history.get('1m')!;
    const coarse = history.get('5m')!;
    const covered = coarse.filter((b) => b.t >= fine[0]!.t);
    expect(covered.length).toBeGreaterThan(20);
    for (const bar of covered) {
      const inside = fine.filter((f) => f.t >= bar.t && f.t < bar.t + INTERVAL_MS['5m']);
      expect(bar.o).toBe(inside[0]!.o);
      expect(bar.c).toBe(inside[inside.length - 1]!.c);
      expect(bar.h).toBe(inside.reduce((m, f) => (f.h > m ? f.h : m), 0n));
      expect(bar.v).toBe(inside.reduce((s, f) => s + f.v, 0n));
    }
  });

  it('keeps the weekly history within a plausible range of the start price', () => {
    const start = Number(btc.startPrice);
    for (const b of generateHistory(btc, { ...opts, bars: 500 }).get('1W')!) {
      expect(Number(b.c) / 1e8).toBeGreaterThan(start / 10);
      expect(Number(b.c) / 1e8).toBeLessThan(start * 10);
    }
  });
});
