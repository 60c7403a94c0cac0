/** Rounding of model numbers (floats) onto a symbol's price ticks and quantity steps, as integer units. */
import { SCALE_DECIMALS } from '../money';

export type Rounding = 'floor' | 'ceil' | 'round';

const ROUND: Record<Rounding, (x: number) => number> = { floor: Math.floor, ceil: Math.ceil, round: Math.round };

/** One step of `decimals` in units: 2 decimals -> 1_000_000n (0.01). */
export const stepUnits = (decimals: number): bigint => 10n ** BigInt(SCALE_DECIMALS - decimals);

/** 64123.456 with 2 decimals, floor -> 6412345000000n (64123.45). */
export function floatToUnits(value: number, decimals: number, rounding: Rounding): bigint {
  const steps = ROUND[rounding](value * 10 ** decimals);
  return BigInt(steps) * stepUnits(decimals);
}

/** Units to a float, for the model side only (never for money arithmetic). */
export const unitsToFloat = (units: bigint): number => Number(units) / 10 ** SCALE_DECIMALS;
