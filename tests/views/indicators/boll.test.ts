import { describe, expect, it } from 'vitest';
import { boll } from '../../../src/views/indicators';
import { expectLine } from './closeTo';

describe('boll', () => {
  it('is the SMA ± k population standard deviations', () => {
    // windows [1,2,3], [2,3,4], [3,4,5]: deviation sqrt(2/3) = 0.81650, × 2 = 1.63299
    const b = boll([1, 2, 3, 4, 5], 3, 2);
    expectLine(b.mid, [null, null, 2, 3, 4]);
    expectLine(b.upper, [null, null, 3.63299, 4.63299, 5.63299]);
    expectLine(b.lower, [null, null, 0.36701, 1.36701, 2.36701]);
  });

  it('collapses onto the average when prices do not move', () => {
    const b = boll([5, 5, 5], 2, 2);
    expect(b.upper).toEqual([null, 5, 5]);
    expect(b.lower).toEqual([null, 5, 5]);
  });

  it('scales with the width factor', () => {
    // window [2, 6]: mean 4, deviation 2
    const b = boll([2, 6], 2, 1.5);
    expectLine(b.upper, [null, 7]);
    expectLine(b.lower, [null, 1]);
  });
});
