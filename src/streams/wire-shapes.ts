/**
 * Type guards for the data the server pushes (contract/market.ts, spot.ts, assets.ts). The client
 * imports the contract as types only, so the few patterns it needs are restated here.
 */

/** Arrays longer than this are refused whole: no channel legitimately carries that many rows. */
export const MAX_ITEMS = 5000;

/** The contract's Decimal: no sign, no exponent, no leading zeros, at most 18 decimals. */
const DECIMAL = /^(0|[1-9]\d{0,17})(\.\d{1,18})?$/;
/** change24h is a signed percent. */
const SIGNED_DECIMAL = /^-?(0|[1-9]\d{0,17})(\.\d{1,18})?$/;

export type Verdict = 'ok' | 'bad-shape' | 'too-large';
export type Guard = (value: unknown) => boolean;

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isDecimal: Guard = (v) => typeof v === 'string' && v.length <= 40 && DECIMAL.test(v);
export const isTime: Guard = (v) => Number.isSafeInteger(v) && (v as number) >= 0;
export const isText: Guard = (v) => typeof v === 'string' && v.length > 0 && v.length <= 64;
export const isSignedDecimal: Guard = (v) => typeof v === 'string' && v.length <= 40 && SIGNED_DECIMAL.test(v);
export const isVersion: Guard = (v) => Number.isSafeInteger(v) && (v as number) >= 1;
/** the guard, or null (a field the contract types as `T | null`) */
export const orNull =
  (guard: Guard): Guard =>
  (v) =>
    v === null || guard(v);
const isUint32: Guard = (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 0xffffffff;
export const oneOf =
  (...values: string[]): Guard =>
  (v) =>
    typeof v === 'string' && values.includes(v);

/** An object whose listed fields pass their guards (extra fields are tolerated, as the server may add some). */
export function shape(fields: Record<string, Guard>): Guard {
  const entries = Object.entries(fields);
  return (v) => isRecord(v) && entries.every(([name, guard]) => guard(v[name]));
}

export const isLevel: Guard = (v) => Array.isArray(v) && v.length === 2 && isDecimal(v[0]) && isDecimal(v[1]);

export const isTicker = shape({
  symbol: isText,
  last: isDecimal,
  open24h: isDecimal,
  high24h: isDecimal,
  low24h: isDecimal,
  vol24h: isDecimal,
  quoteVol24h: isDecimal,
  ts: isTime,
  change24h: isSignedDecimal,
});

export const isTrade = shape({ id: isTime, price: isDecimal, qty: isDecimal, side: oneOf('buy', 'sell'), ts: isTime });

export const isBar = shape({ t: isTime, o: isDecimal, h: isDecimal, l: isDecimal, c: isDecimal, v: isDecimal });

export const isOrder = shape({
  id: isText,
  clientOrderId: isText,
  symbol: isText,
  side: oneOf('buy', 'sell'),
  type: oneOf('limit', 'market'),
  price: isDecimal,
  quantity: isDecimal,
  quoteAmount: isDecimal,
  filledQty: isDecimal,
  remainingQty: isDecimal,
  avgPrice: isDecimal,
  filledQuote: isDecimal,
  fee: isDecimal,
  feeAsset: isText,
  status: oneOf('new', 'partially_filled', 'filled', 'cancelled'),
  createdAt: isTime,
  updatedAt: isTime,
  version: isVersion,
});

export const isBalance = shape({ wallet: oneOf('spot', 'contract'), asset: isText, available: isDecimal, frozen: isDecimal });

/** A list of items: too long is 'too-large' (checked before any item is looked at), one bad item spoils it. */
export function checkList(value: unknown, item: Guard): Verdict {
  if (!Array.isArray(value)) return 'bad-shape';
  if (value.length > MAX_ITEMS) return 'too-large';
  return value.every(item) ? 'ok' : 'bad-shape';
}

export function checkOne(value: unknown, guard: Guard): Verdict {
  return guard(value) ? 'ok' : 'bad-shape';
}

/** Depth data: both sides are level lists; updates also carry an unsigned 32-bit checksum. */
export function checkDepth(value: unknown, withChecksum: boolean): Verdict {
  if (!isRecord(value)) return 'bad-shape';
  const bids = checkList(value.bids, isLevel);
  const asks = checkList(value.asks, isLevel);
  if (bids === 'too-large' || asks === 'too-large') return 'too-large';
  if (bids !== 'ok' || asks !== 'ok') return 'bad-shape';
  return !withChecksum || isUint32(value.checksum) ? 'ok' : 'bad-shape';
}
