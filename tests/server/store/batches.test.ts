import { describe, expect, it } from 'vitest';
import { powerOfTwoBatches } from '../../../server/store/batches';

const sizes = (count: number, max: number) =>
  [
    ...powerOfTwoBatches(
      Array.from({ length: count }, (_, i) => i),
      max,
    ),
  ].map((b) => b.length);

describe('powerOfTwoBatches', () => {
  it.each([
    [0, 512, []],
    [1, 512, [1]],
    [183, 512, [128, 32, 16, 4, 2, 1]],
    [1300, 500, [256, 256, 256, 256, 256, 16, 4]],
  ])('splits %i rows (at most %i a batch) into %j', (count, max, expected) => {
    expect(sizes(count, max)).toEqual(expected);
  });

  it('keeps every row once, in order', () => {
    const rows = Array.from({ length: 77 }, (_, i) => i);
    expect([...powerOfTwoBatches(rows, 32)].flat()).toEqual(rows);
  });
});
