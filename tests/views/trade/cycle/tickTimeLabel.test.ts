import { describe, expect, it } from 'vitest';
import { tickTimeLabel } from '../../../../src/views/trade/cycle/chart/tickTimeLabel';

describe('the index chart’s time labels', () => {
  const at = (h: number, m: number, s: number) => new Date(2026, 10, 24, h, m, s).getTime() / 1000;

  it('carry the seconds while the splits are under a minute apart (five minutes of ticks)', () => {
    expect([tickTimeLabel(at(20, 52, 5), 15), tickTimeLabel(at(20, 52, 30), 30)]).toEqual(['20:52:05', '20:52:30']);
  });

  it('read as the candle charts’ labels for wider splits', () => {
    expect(tickTimeLabel(at(20, 52, 0), 60)).toBe('20:52');
  });
});
