/**
 * The arithmetic of a fiat withdrawal (docs/wallet.md "Fiat withdrawals"), shared by the server, which charges it, and the
 * screen, which shows the estimate as the user types: exact integers in 1e-8 units, never a float.
 */
const SCALE_DECIMALS = 8;
const SCALE = 10n ** BigInt(SCALE_DECIMALS);

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/** "12.5" → 1250000000n; null for anything that is not a plain decimal with at most 8 decimals. */
export function decimalToUnits(text: string): bigint | null {
  const m = /^(0|[1-9]\d{0,17})(?:\.(\d{1,8}))?$/.exec(text);
  if (!m) return null;
  return BigInt(m[1]!) * SCALE + BigInt((m[2] ?? '').padEnd(SCALE_DECIMALS, '0'));
}

/** 1250000000n → "12.5": the shortest decimal (minor units of `decimals` places, 8 by default). */
export function unitsToDecimal(units: bigint, decimals = SCALE_DECIMALS): string {
  const one = 10n ** BigInt(decimals);
  const frac = (units % one).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${units / one}${frac ? `.${frac}` : ''}`;
}

/** The fee in USDT units: `feeRate` of the amount rounded up to 1e-8, at least `feeMin`. */
export function fiatFeeUnits(amount: bigint, feeRate: bigint, feeMin: bigint): bigint {
  const share = ceilDiv(amount * feeRate, SCALE);
  return share > feeMin ? share : feeMin;
}

/** The fiat received, in the fiat's minor units: (amount − fee) × rate, rounded down (0 when the fee takes it all). */
export function fiatReceiveMinor(amount: bigint, fee: bigint, rate: bigint, decimals: number): bigint {
  const net = amount - fee;
  if (net <= 0n) return 0n;
  return (net * rate) / 10n ** BigInt(2 * SCALE_DECIMALS - decimals);
}

/** The amount in BTC units at the BTCUSDT price `btcPrice` (units), rounded up so a cap is never passed by rounding. */
export const btcEquivalentUnits = (amount: bigint, btcPrice: bigint): bigint => ceilDiv(amount * SCALE, btcPrice);
