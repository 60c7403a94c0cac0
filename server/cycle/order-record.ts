/** A cycle order as the service holds it (amounts in 1e-8 units, ticks as stored), and its wire form (contract/cycle.ts). */
import type { CycleCategory, CycleDirection, CycleOrder, CycleOrderStatus, CycleOutcome } from '@contract/cycle';
import { fromUnits } from '../money';
import { CYCLE_AMOUNT_PRECISION } from './rules';
import type { CycleTerms } from './settle';
import { toWireTick, type StoredIndexTick } from './tick-log';

export interface CycleOrderRecord extends CycleTerms {
  id: number;
  userId: number;
  clientId: string;
  symbol: string;
  category: CycleCategory;
  direction: CycleDirection;
  periodSeconds: number;
  feeRate: string;
  rulesVersion: string;
  openTime: number;
  expiryTime: number;
  entry: StoredIndexTick;
  status: CycleOrderStatus;
  exit: StoredIndexTick | null;
  outcome: CycleOutcome | null;
  profit: bigint | null;
  payout: bigint | null;
  settledAt: number | null;
  version: number;
}

const usd = (units: bigint): string => fromUnits(units, CYCLE_AMOUNT_PRECISION);

export const toCycleOrder = (r: CycleOrderRecord): CycleOrder => ({
  id: String(r.id),
  clientId: r.clientId,
  symbol: r.symbol,
  category: r.category,
  direction: r.direction,
  periodSeconds: r.periodSeconds,
  stake: usd(r.stake),
  fee: usd(r.fee),
  payoutRate: r.payoutRate,
  rulesVersion: r.rulesVersion,
  openTime: r.openTime,
  expiryTime: r.expiryTime,
  entry: toWireTick(r.entry),
  status: r.status,
  exit: r.exit ? toWireTick(r.exit) : null,
  outcome: r.outcome,
  profit: r.profit === null ? null : usd(r.profit),
  payout: r.payout === null ? null : usd(r.payout),
  settledAt: r.settledAt,
  version: r.version,
});
