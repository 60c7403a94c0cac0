import { describe, expect, it } from 'vitest';
import { vol } from '../../../src/views/indicators';
import { expectLine } from './closeTo';

describe('vol', () => {
  it('keeps the volumes and adds one moving average per period', () => {
    const v = vol(new Float64Array([1, 2, 3, 4, 5]), [2, 3]);
    expect(v.volume).toEqual([1, 2, 3, 4, 5]);
    expectLine(v.averages[0] ?? [], [null, 1.5, 2.5, 3.5, 4.5]);
    expectLine(v.averages[1] ?? [], [null, null, 2, 3, 4]);
  });

  it('uses 5 and 10 bars by default', () => {
    expect(vol(new Array(12).fill(1)).averages.map((a) => a.findIndex((x) => x !== null))).toEqual([4, 9]);
  });
});
