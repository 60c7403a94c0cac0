/** Money as integer minor units: every asset and every price uses 8 decimals (1 BTC = 100_000_000n). */
export const SCALE_DECIMALS = 8;
export const ONE = 100_000_000n;

const DECIMAL = /^(0|[1-9]\d*)(?:\.(\d+))?$/;

/** "1.5" -> 150000000n. Throws RangeError on a malformed value or more than 8 decimals. */
export function toUnits(value: string): bigint {
  const m = DECIMAL.exec(value);
  if (!m) throw new RangeError(`not a decimal: ${value}`);
  const frac = m[2] ?? '';
  if (frac.length > SCALE_DECIMALS && /[1-9]/.test(frac.slice(SCALE_DECIMALS))) {
    throw new RangeError(`too many decimals: ${value}`);
  }
  return BigInt(m[1]!) * ONE + BigInt(frac.slice(0, SCALE_DECIMALS).padEnd(SCALE_DECIMALS, '0'));
}

/** 150000000n -> "1.5" with exactly `decimals` decimals (default 8), truncating toward zero. */
export function fromUnits(units: bigint, decimals = SCALE_DECIMALS): string {
  const neg = units < 0n;
  const abs = neg ? -units : units;
  const int = abs / ONE;
  const frac = (abs % ONE).toString().padStart(SCALE_DECIMALS, '0').slice(0, decimals);
  return `${neg ? '-' : ''}${int}${decimals > 0 ? `.${frac}` : ''}`;
}

/** price (units) x quantity (units) -> quote amount in units, rounded down. */
export const mulUnits = (price: bigint, qty: bigint): bigint => (price * qty) / ONE;

/** True when `units` is a whole multiple of 10^-decimals (e.g. a price tick). */
export const fitsPrecision = (units: bigint, decimals: number): boolean =>
  units % 10n ** BigInt(SCALE_DECIMALS - Math.min(decimals, SCALE_DECIMALS)) === 0n;

/** 10000000000n -> "100", 20000n -> "0.0002": the shortest decimal of an amount, as tables publish it. */
export const toPlainDecimal = (units: bigint): string => fromUnits(units).replace(/\.?0+$/, '');
