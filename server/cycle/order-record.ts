/** A cycle order as the service holds it (amounts in 1e-8 units, ticks as stored), from its row, and its wire form (contract/cycle.ts). */
import type { CycleOrder } from '@contract/cycle';
import type { Insertable, Selectable } from 'kysely';
import { fromUnits } from '../money';
import type { CycleOrderRow } from '../store/tables/cycle';
import { CYCLE_AMOUNT_PRECISION } from './rules';
import type { CycleTerms } from './settle';
import { toWireTick, type StoredIndexTick } from './tick-log';

/** The wire CycleOrder with the server's id and owner, amounts in units and ticks as stored. */
export interface CycleOrderRecord extends CycleTerms, Omit<CycleOrder, 'id' | 'stake' | 'fee' | 'entry' | 'exit' | 'profit' | 'payout'> {
  id: number;
  userId: number;
  /** the fee rate in force when the order was accepted (the wire carries only the fee) */
  feeRate: string;
  entry: StoredIndexTick;
  exit: StoredIndexTick | null;
  profit: bigint | null;
  payout: bigint | null;
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

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));
const big = (v: string | null): bigint | null => (v === null ? null : BigInt(v));

export function fromRow(row: Selectable<CycleOrderRow>): CycleOrderRecord {
  const tick = (seq: number | string | null, ts: number | string | null, price: string | null): StoredIndexTick | null =>
    seq === null || ts === null || price === null ? null : { symbol: row.symbol, seq: Number(seq), ts: Number(ts), price: BigInt(price) };
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    clientId: row.client_id,
    symbol: row.symbol,
    category: row.category,
    direction: row.direction,
    periodSeconds: Number(row.period_seconds),
    stake: BigInt(row.stake),
    fee: BigInt(row.fee),
    payoutRate: row.payout_rate,
    feeRate: row.fee_rate,
    rulesVersion: row.rules_version,
    openTime: Number(row.open_time),
    expiryTime: Number(row.expiry_time),
    entry: tick(row.entry_seq, row.entry_ts, row.entry_price)!,
    status: row.status,
    exit: tick(row.exit_seq, row.exit_ts, row.exit_price),
    outcome: row.outcome,
    profit: big(row.profit),
    payout: big(row.payout),
    settledAt: num(row.settled_at),
    version: Number(row.version),
  };
}

export const toRow = (r: CycleOrderRecord): Insertable<CycleOrderRow> => ({
  id: r.id,
  user_id: r.userId,
  client_id: r.clientId,
  symbol: r.symbol,
  category: r.category,
  direction: r.direction,
  period_seconds: r.periodSeconds,
  stake: r.stake.toString(),
  fee: r.fee.toString(),
  payout_rate: r.payoutRate,
  fee_rate: r.feeRate,
  rules_version: r.rulesVersion,
  open_time: r.openTime,
  expiry_time: r.expiryTime,
  entry_seq: r.entry.seq,
  entry_ts: r.entry.ts,
  entry_price: r.entry.price.toString(),
  status: r.status,
  exit_seq: r.exit?.seq ?? null,
  exit_ts: r.exit?.ts ?? null,
  exit_price: r.exit?.price.toString() ?? null,
  outcome: r.outcome,
  profit: r.profit?.toString() ?? null,
  payout: r.payout?.toString() ?? null,
  settled_at: r.settledAt,
  version: r.version,
});
