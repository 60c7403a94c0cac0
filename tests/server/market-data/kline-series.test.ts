import { describe, expect, it } from 'vitest';
import type { KlineInterval } from '@contract/primitives';
import { KlineSeries } from '../../../server/market-data/kline-series';
import { barToWire, type BarUnits } from '../../../server/market-data/bar';
import { toUnits } from '../../../server/money';

const at = (iso: string) => Date.parse(iso);
const def = { pricePrecision: 2, qtyPrecision: 4 };
type T = [iso: string, price: string, qty: string];
type B = [open: string, o: string, h: string, l: string, c: string, v: string];

function run(interval: KlineInterval, trades: T[]): BarUnits[] {
  const series = new KlineSeries(interval);
  const bars: BarUnits[] = [];
  for (const [iso, price, qty] of trades) {
    const change = series.apply(toUnits(price), toUnits(qty), at(iso));
    bars.push(...change.closed);
  }
  return [...bars, series.current!];
}
const wire = (bars: BarUnits[]) => bars.map((b) => barToWire(b, def)).map((b) => [new Date(b.t).toISOString(), b.o, b.h, b.l, b.c, b.v]);

describe('KlineSeries', () => {
  const cases: [string, KlineInterval, T[], B[]][] = [
    [
      'folds trades of one bar',
      '1m',
      [
        ['2024-06-05T10:00:05Z', '100', '1'],
        ['2024-06-05T10:00:20Z', '103.5', '0.5'],
        ['2024-06-05T10:00:59.999Z', '99', '2'],
      ],
      [['2024-06-05T10:00:00.000Z', '100.00', '103.50', '99.00', '99.00', '3.5000']],
    ],
    [
      'rolls 30s bars on the half minute',
      '30s',
      [
        ['2024-06-05T10:00:29.999Z', '100', '1'],
        ['2024-06-05T10:00:30Z', '101', '1'],
        ['2024-06-05T10:00:45Z', '102', '2'],
      ],
      [
        ['2024-06-05T10:00:00.000Z', '100.00', '100.00', '100.00', '100.00', '1.0000'],
        ['2024-06-05T10:00:30.000Z', '101.00', '102.00', '101.00', '102.00', '3.0000'],
      ],
    ],
    [
      'fills skipped bars flat at the last close',
      '1m',
      [
        ['2024-06-05T10:00:10Z', '100', '1'],
        ['2024-06-05T10:03:10Z', '104', '1'],
      ],
      [
        ['2024-06-05T10:00:00.000Z', '100.00', '100.00', '100.00', '100.00', '1.0000'],
        ['2024-06-05T10:01:00.000Z', '100.00', '100.00', '100.00', '100.00', '0.0000'],
        ['2024-06-05T10:02:00.000Z', '100.00', '100.00', '100.00', '100.00', '0.0000'],
        ['2024-06-05T10:03:00.000Z', '104.00', '104.00', '104.00', '104.00', '1.0000'],
      ],
    ],
    [
      'aligns weeks on Monday 00:00 UTC',
      '1W',
      [
        ['2024-06-09T23:59:59Z', '100', '1'],
        ['2024-06-10T00:00:00Z', '90', '1'],
        ['2024-06-12T08:00:00Z', '95', '1'],
      ],
      [
        ['2024-06-03T00:00:00.000Z', '100.00', '100.00', '100.00', '100.00', '1.0000'],
        ['2024-06-10T00:00:00.000Z', '90.00', '95.00', '90.00', '95.00', '2.0000'],
      ],
    ],
    [
      'counts a trade stamped before the current bar in the current bar',
      '5m',
      [
        ['2024-06-05T10:05:00Z', '100', '1'],
        ['2024-06-05T10:04:59Z', '98', '1'],
      ],
      [['2024-06-05T10:05:00.000Z', '100.00', '100.00', '98.00', '98.00', '2.0000']],
    ],
    [
      'opens a day at midnight UTC',
      '1D',
      [
        ['2024-06-05T23:59:59Z', '100', '1'],
        ['2024-06-06T00:00:01Z', '101', '1'],
      ],
      [
        ['2024-06-05T00:00:00.000Z', '100.00', '100.00', '100.00', '100.00', '1.0000'],
        ['2024-06-06T00:00:00.000Z', '101.00', '101.00', '101.00', '101.00', '1.0000'],
      ],
    ],
  ];
  it.each(cases)('%s', (_name, interval, trades, expected) => {
    expect(wire(run(interval, trades))).toEqual(expected);
  });

  it('opens a flat bar at roll-over without trades and keeps the last two bars', () => {
    const series = new KlineSeries('1m');
    series.apply(toUnits('50'), toUnits('1'), at('2024-06-05T10:00:10Z'));
    expect(series.roll(at('2024-06-05T10:00:59Z'))).toBeNull();
    const change = series.roll(at('2024-06-05T10:01:00Z'))!;
    expect(wire(change.closed)).toEqual([['2024-06-05T10:00:00.000Z', '50.00', '50.00', '50.00', '50.00', '1.0000']]);
    expect(wire([change.current])).toEqual([['2024-06-05T10:01:00.000Z', '50.00', '50.00', '50.00', '50.00', '0.0000']]);
    expect(series.lastTwo().map((b) => b.t)).toEqual([at('2024-06-05T10:00:00Z'), at('2024-06-05T10:01:00Z')]);
  });

  it('leaves a long gap (a restart) empty instead of filling it', () => {
    const series = new KlineSeries('30s');
    series.apply(toUnits('50'), toUnits('1'), at('2024-06-05T10:00:10Z'));
    const change = series.roll(at('2024-06-12T10:00:10Z'))!;
    expect(change.closed).toHaveLength(1);
    expect(change.current.t).toBe(at('2024-06-12T10:00:00Z'));
  });

  it('keeps the quote turnover of the bar', () => {
    const series = new KlineSeries('1m');
    series.apply(toUnits('100'), toUnits('1.5'), at('2024-06-05T10:00:01Z'));
    series.apply(toUnits('200'), toUnits('0.25'), at('2024-06-05T10:00:02Z'));
    expect(series.current!.q).toBe(toUnits('200'));
  });
});
