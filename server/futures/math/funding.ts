/**
 * One funding of one perpetual (docs/futures.md, Funding): payers pay Q × mark × |F| rounded up; receivers share the
 * total in proportion to their Q, rounded down, and the remainder goes one unit at a time to the largest receivers
 * (ties by position id), so the payments sum to exactly zero.
 */
import type { PositionSide } from '@contract/futures';
import { ONE } from '../../money';
import { divCeil } from './rounding';

export interface FundingPosition {
  id: string;
  side: PositionSide;
  /** Q, units of base */
  qty: bigint;
}

export interface FundingPayment {
  positionId: string;
  /** signed units of USDT: received (positive) or paid (negative) */
  amount: bigint;
}

/** Position ids are decimal integers without leading zeros: shorter is smaller, then digit by digit. */
const compareIds = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** `rate`: the funding rate in units of a fraction, signed (−0.0001 → −10_000n); F > 0: longs pay shorts. */
export function allocateFunding(positions: readonly FundingPosition[], mark: bigint, rate: bigint): FundingPayment[] {
  const payerSide: PositionSide = rate > 0n ? 'long' : 'short';
  const absRate = rate < 0n ? -rate : rate;
  const receivers = positions.filter((p) => p.side !== payerSide && p.qty > 0n);
  const receivedQty = receivers.reduce((sum, p) => sum + p.qty, 0n);
  // with nobody to receive (or a zero rate), nobody pays: funding moves only between longs and shorts
  if (rate === 0n || receivedQty === 0n) return positions.map((p) => ({ positionId: p.id, amount: 0n }));

  const paid = new Map<string, bigint>();
  let total = 0n;
  for (const p of positions) {
    if (p.side !== payerSide) continue;
    const amount = divCeil(p.qty * mark * absRate, ONE * ONE);
    paid.set(p.id, amount);
    total += amount;
  }
  const received = new Map<string, bigint>();
  let shared = 0n;
  for (const p of receivers) {
    const share = (total * p.qty) / receivedQty;
    received.set(p.id, share);
    shared += share;
  }
  const largestFirst = [...receivers].sort((a, b) => (a.qty === b.qty ? compareIds(a.id, b.id) : a.qty > b.qty ? -1 : 1));
  for (let i = 0; shared < total; i++, shared++) {
    const p = largestFirst[i]!;
    received.set(p.id, received.get(p.id)! + 1n);
  }
  return positions.map((p) => ({ positionId: p.id, amount: p.side === payerSide ? -(paid.get(p.id) ?? 0n) : (received.get(p.id) ?? 0n) }));
}
