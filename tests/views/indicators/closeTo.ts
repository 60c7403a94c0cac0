import { expect } from 'vitest';
import type { Line } from '../../../src/views/indicators';

/** Compares an indicator line with hand-computed values: nulls exactly, numbers to 4 decimals. */
export function expectLine(actual: Line, expected: (number | null)[]): void {
  expect(actual.length).toBe(expected.length);
  expected.forEach((value, i) => {
    if (value === null) expect(actual[i], `index ${i}`).toBeNull();
    else expect(actual[i], `index ${i}`).toBeCloseTo(value, 4);
  });
}
