/**
 * Exact comparisons of canonical decimal strings ("64123.50"), so that ordering a book never turns
 * prices into floats (money is never a float). Inputs are validated by parse-message.ts: digits, at
 * most one '.', no sign, no leading zeros in the integer part.
 */

/** Negative when a < b, zero when equal (also "5" vs "5.00"), positive when a > b. */
export function compareDecimal(a: string, b: string): number {
  const aInt = intLength(a);
  const bInt = intLength(b);
  if (aInt !== bInt) return aInt - bInt;
  const shared = Math.min(a.length, b.length);
  for (let i = 0; i < shared; i++) {
    const diff = a.charCodeAt(i) - b.charCodeAt(i);
    if (diff !== 0) return diff;
  }
  if (a.length === b.length) return 0;
  // Equal up to the shorter one: the longer is greater only if its extra digits are not all zeros.
  return a.length > b.length ? (hasNonZeroDigit(a, shared) ? 1 : 0) : hasNonZeroDigit(b, shared) ? -1 : 0;
}

/** "0", "0.0000": a depth level with this quantity is removed. */
export function isZeroDecimal(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c !== 48 /* 0 */ && c !== 46 /* . */) return false;
  }
  return true;
}

function intLength(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? value.length : dot;
}

function hasNonZeroDigit(value: string, from: number): boolean {
  for (let i = from; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c > 48 && c <= 57) return true;
  }
  return false;
}
