import { describe, expect, it } from 'vitest';
import { changePercent, TickerWindow } from '../../../server/market-data/ticker-window';
import { fromUnits, toUnits } from '../../../server/money';

const H = 3_600_000;
const T0 = Date.parse('2024-06-05T00:00:00Z');
const show = (s: ReturnType<TickerWindow['stats']>) =>
  s && {
    last: fromUnits(s.last, 2),
    open: fromUnits(s.open, 2),
    high: fromUnits(s.high, 2),
    low: fromUnits(s.low, 2),
    vol: fromUnits(s.vol, 2),
    quoteVol: fromUnits(s.quoteVol, 2),
  };

describe('TickerWindow', () => {
  it('knows nothing before a price', () => {
    expect(new TickerWindow().stats(T0)).toBeNull();
  });

  it('reports a quiet market at its last price', () => {
    const w = new TickerWindow();
    w.setLast(toUnits('10'));
    expect(show(w.stats(T0))).toEqual({ last: '10.00', open: '10.00', high: '10.00', low: '10.00', vol: '0.00', quoteVol: '0.00' });
  });

  it('aggregates trades of the last 24 hours', () => {
    const w = new TickerWindow();
    w.add(toUnits('100'), toUnits('1'), T0);
    w.add(toUnits('120'), toUnits('2'), T0 + 1 * H);
    w.add(toUnits('90'), toUnits('1'), T0 + 2 * H);
    w.add(toUnits('110'), toUnits('1'), T0 + 2 * H + 1);
    expect(show(w.stats(T0 + 3 * H))).toEqual({
      last: '110.00',
      open: '100.00',
      high: '120.00',
      low: '90.00',
      vol: '5.00',
      quoteVol: '540.00',
    });
  });

  it('drops trades older than 24 hours as the window slides', () => {
    const w = new TickerWindow();
    w.add(toUnits('100'), toUnits('1'), T0);
    w.add(toUnits('200'), toUnits('1'), T0 + 12 * H);
    w.add(toUnits('150'), toUnits('1'), T0 + 20 * H);
    expect(show(w.stats(T0 + 24 * H - 1))?.open).toBe('100.00');
    expect(show(w.stats(T0 + 24 * H + 60_000))).toEqual({
      last: '150.00',
      open: '200.00',
      high: '200.00',
      low: '150.00',
      vol: '2.00',
      quoteVol: '350.00',
    });
    expect(show(w.stats(T0 + 43 * H))).toEqual({
      last: '150.00',
      open: '150.00',
      high: '150.00',
      low: '150.00',
      vol: '1.00',
      quoteVol: '150.00',
    });
    expect(show(w.stats(T0 + 48 * H))).toEqual({
      last: '150.00',
      open: '150.00',
      high: '150.00',
      low: '150.00',
      vol: '0.00',
      quoteVol: '0.00',
    });
  });

  it('counts seeded bars like trades and skips empty ones', () => {
    const w = new TickerWindow();
    const bar = (t: number, o: string, h: string, l: string, c: string, v: string, q: string) => ({
      t,
      o: toUnits(o),
      h: toUnits(h),
      l: toUnits(l),
      c: toUnits(c),
      v: toUnits(v),
      q: toUnits(q),
    });
    w.seed([bar(T0, '50', '60', '40', '55', '10', '500'), bar(T0 + H, '55', '55', '55', '55', '0', '0')]);
    w.add(toUnits('58'), toUnits('1'), T0 + 2 * H);
    expect(show(w.stats(T0 + 3 * H))).toEqual({
      last: '58.00',
      open: '50.00',
      high: '60.00',
      low: '40.00',
      vol: '11.00',
      quoteVol: '558.00',
    });
  });
});

describe('changePercent', () => {
  it.each([
    ['110', '100', '10.00'],
    ['98.75', '100', '-1.25'],
    ['100', '100', '0.00'],
    ['1', '3', '-66.67'],
    ['2', '3', '-33.33'],
    ['100.004', '100', '0.00'],
    ['99.996', '100', '0.00'],
    ['5', '0', '0.00'],
  ])('%s against %s is %s%%', (last, open, expected) => {
    expect(changePercent(toUnits(last), toUnits(open))).toBe(expected);
  });
});
