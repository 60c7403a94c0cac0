/**
 * Exact arithmetic on decimal strings for order totals, slider amounts, balance checks and the
 * assets total: every value becomes a bigint of units at a scale, so "0.1" × "3" is "0.3", never
 * 0.30000000000000004. parts.ts only moves digits for display and book.ts only compares book
 * prices, so the arithmetic lives here.
 *
 * Inputs are plain decimals ("12", "0.5", "5.", "-3.20"); anything else is a programming error and
 * throws, so callers check user input with isDecimal() first. Results keep every digit (no
 * rounding) unless a function says it floors.
 */
interface Scaled {
  units: bigint;
  scale: number;
}

const PLAIN = /^(-?)(\d+)(?:\.(\d*))?$/;

export function isDecimal(text: string): boolean {
  return PLAIN.test(text);
}

function parse(text: string): Scaled {
  const match = PLAIN.exec(text);
  if (!match) throw new RangeError(`not a decimal: "${text}"`);
  const [, sign, int = '0', frac = ''] = match;
  const units = BigInt(int + frac);
  return { units: sign === '-' ? -units : units, scale: frac.length };
}

function render({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale);
  return (negative && units !== 0n ? '-' : '') + int + (scale > 0 ? `.${frac}` : '');
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function aligned(a: string, b: string): [bigint, bigint, number] {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  return [rescale(x, scale), rescale(y, scale), scale];
}

export function add(a: string, b: string): string {
  const [x, y, scale] = aligned(a, b);
  return render({ units: x + y, scale });
}

export function sub(a: string, b: string): string {
  const [x, y, scale] = aligned(a, b);
  return render({ units: x - y, scale });
}

export function mul(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return render({ units: x.units * y.units, scale: x.scale + y.scale });
}

/** Negative when a < b, 0 when equal ("5" and "5.00" are equal), positive when a > b. */
export function compare(a: string, b: string): number {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function isPositive(a: string): boolean {
  return parse(a).units > 0n;
}

/** The number of fraction digits as written ("1.50" has 2). */
export function fractionDigits(text: string): number {
  return parse(text).scale;
}

/** Cuts to at most `digits` decimals, towards zero: an amount offered to the user never exceeds what they have. */
export function floorTo(a: string, digits: number): string {
  const x = parse(a);
  if (x.scale <= digits) return render(x);
  return render({ units: x.units / 10n ** BigInt(x.scale - digits), scale: digits });
}

/** a / b cut towards zero to `digits` decimals; null when b is zero. */
export function divFloor(a: string, b: string, digits: number): string | null {
  const x = parse(a);
  const y = parse(b);
  if (y.units === 0n) return null;
  // a/b = (x.units / 10^xs) / (y.units / 10^ys); scaled by 10^digits it is an integer division.
  const numerator = x.units * 10n ** BigInt(digits + y.scale);
  const denominator = y.units * 10n ** BigInt(x.scale);
  return render({ units: numerator / denominator, scale: digits });
}

/** `percent` % of a, cut to `digits` decimals (the 25/50/75/100 % slider). */
export function percentOf(a: string, percent: number, digits: number): string {
  return divFloor(mul(a, String(percent)), '100', digits) as string;
}

export function sum(values: readonly string[]): string {
  return values.reduce(add, '0');
}

/** The form the contract accepts ("007.50" -> "7.50", "5." -> "5"): no leading zeros, no bare dot. */
export function canonical(a: string): string {
  return render(parse(a));
}
