import { describe, expect, it } from 'vitest';
import type { KlineInterval } from '@contract/primitives';
import { barOpen } from '../../../server/catalogue/intervals';

const at = (iso: string) => Date.parse(iso);

describe('barOpen', () => {
  const table: [string, KlineInterval, string][] = [
    ['2024-06-05T10:00:29.999Z', '30s', '2024-06-05T10:00:00.000Z'],
    ['2024-06-05T10:00:30.000Z', '30s', '2024-06-05T10:00:30.000Z'],
    ['2024-06-05T10:07:59.000Z', '5m', '2024-06-05T10:05:00.000Z'],
    ['2024-06-05T10:44:00.000Z', '15m', '2024-06-05T10:30:00.000Z'],
    ['2024-06-05T11:59:59.999Z', '2h', '2024-06-05T10:00:00.000Z'],
    ['2024-06-05T23:59:59.999Z', '1D', '2024-06-05T00:00:00.000Z'],
    // 2024-06-05 is a Wednesday: its week opened on Monday 2024-06-03
    ['2024-06-05T12:00:00.000Z', '1W', '2024-06-03T00:00:00.000Z'],
    ['2024-06-09T23:59:59.999Z', '1W', '2024-06-03T00:00:00.000Z'],
    ['2024-06-10T00:00:00.000Z', '1W', '2024-06-10T00:00:00.000Z'],
    // before the first Monday of the epoch
    ['1970-01-02T00:00:00.000Z', '1W', '1969-12-29T00:00:00.000Z'],
  ];
  it.each(table)('%s in %s opens at %s', (t, interval, open) => {
    expect(barOpen(at(t), interval)).toBe(at(open));
  });

  it('opens weekly bars on Mondays', () => {
    for (let d = 0; d < 30; d++) {
      const t = at('2024-01-01T05:00:00Z') + d * 86_400_000;
      expect(new Date(barOpen(t, '1W')).getUTCDay()).toBe(1);
    }
  });
});
