/** A candle in integer units (prices and volumes scaled by 1e8), and its wire form. */
import type { Bar } from '@contract/market';
import { fromUnits } from '../money';

export interface BarUnits {
  /** open time, ms */
  t: number;
  o: bigint;
  h: bigint;
  l: bigint;
  c: bigint;
  /** base volume */
  v: bigint;
  /** quote turnover */
  q: bigint;
}

export const flatBar = (t: number, price: bigint): BarUnits => ({ t, o: price, h: price, l: price, c: price, v: 0n, q: 0n });

export function barToWire(bar: BarUnits, def: { pricePrecision: number; qtyPrecision: number }): Bar {
  const p = def.pricePrecision;
  return {
    t: bar.t,
    o: fromUnits(bar.o, p),
    h: fromUnits(bar.h, p),
    l: fromUnits(bar.l, p),
    c: fromUnits(bar.c, p),
    v: fromUnits(bar.v, def.qtyPrecision),
  };
}

/** Folds `next` (a later, adjacent or contained bar) into `acc`, which keeps its open time and open. */
export function mergeBar(acc: BarUnits, next: BarUnits): BarUnits {
  return {
    t: acc.t,
    o: acc.o,
    h: next.h > acc.h ? next.h : acc.h,
    l: next.l < acc.l ? next.l : acc.l,
    c: next.c,
    v: acc.v + next.v,
    q: acc.q + next.q,
  };
}
