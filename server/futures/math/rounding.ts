/**
 * Integer division with a stated rounding, for signed bigints. BigInt's `/` truncates toward zero, which rounds a
 * negative quotient up; every formula of docs/futures.md names its rounding, so none of them uses `/` on signed values.
 */

/** ⌊a / b⌋ for any signs (b ≠ 0). */
export function divFloor(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** ⌈a / b⌉ for any signs (b ≠ 0). */
export function divCeil(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n === b < 0n ? q + 1n : q;
}

/** a / b rounded to the nearest integer, halves away from zero. */
export function divRoundHalfAway(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const absA = a < 0n ? -a : a;
  const absB = b < 0n ? -b : b;
  const q = (absA * 2n + absB) / (absB * 2n);
  return negative ? -q : q;
}

/** The price step of a precision in units (1e-8): 2 decimals → 1_000_000n. */
export const tickOf = (pricePrecision: number): bigint => 10n ** BigInt(8 - Math.min(pricePrecision, 8));
