/**
 * Exact decimal handling on strings, so that formatting "0.30000000000000004"-style artefacts and
 * float rounding never reach a money display. Only digits are moved; nothing is parsed to a float.
 */
export interface DecimalParts {
  negative: boolean;
  /** integer digits without leading zeros ("0" for none) */
  int: string;
  /** fraction digits, possibly with trailing zeros */
  frac: string;
}

const PLAIN = /^([+-]?)(\d*)(?:\.(\d*))?$/;

function plainOf(value: string | number): string | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (PLAIN.test(text)) return text;
    // exponent notation ("1e-7") from a careless caller: go through the number path
    return text !== '' && Number.isFinite(Number(text)) ? plainOf(Number(text)) : null;
  }
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  if (!text.includes('e')) return text;
  return Math.abs(value) < 1e21 ? value.toFixed(20) : BigInt(value).toString();
}

export function toDecimalParts(value: string | number): DecimalParts | null {
  const text = plainOf(value);
  const match = text === null ? null : PLAIN.exec(text);
  if (!match) return null;
  const [, sign = '', int = '', frac = ''] = match;
  if (int === '' && frac === '') return null;
  return { negative: sign === '-', int: int.replace(/^0+(?=\d)/, '') || '0', frac };
}

/** Rounds half away from zero to at most `digits` fraction digits. */
export function roundFraction(d: DecimalParts, digits: number): DecimalParts {
  if (d.frac.length <= digits) return d;
  const kept = d.int + d.frac.slice(0, digits);
  const roundUp = d.frac.charCodeAt(digits) >= 53; /* '5' */
  const scaled = (BigInt(kept) + (roundUp ? 1n : 0n)).toString().padStart(digits + 1, '0');
  return { negative: d.negative, int: scaled.slice(0, scaled.length - digits), frac: scaled.slice(scaled.length - digits) };
}

/** At most `max` fraction digits (rounded), trailing zeros trimmed but never below `min`. */
export function fitFraction(d: DecimalParts, min: number, max: number): DecimalParts {
  const rounded = roundFraction(d, max);
  let frac = rounded.frac.replace(/0+$/, '');
  if (frac.length < min) frac = frac.padEnd(min, '0');
  return { ...rounded, frac };
}

export function isZero(d: DecimalParts): boolean {
  return /^0*$/.test(d.int) && /^0*$/.test(d.frac);
}
