/** A lock order as the service holds it (amounts in 1e-8 units), from its row, and its wire form (contract/lock.ts). */
import type { Insertable, Selectable } from 'kysely';
import type { LockOrder, LockOrderStatus, LockPayment } from '@contract/lock';
import { fromUnits } from '../money';
import type { LockOrderRow, LockPaymentRow } from '../store/tables/lock';
import { LOCK_AMOUNT_PRECISION } from './products';

export interface LockOrderRecord {
  id: number;
  userId: number;
  clientId: string;
  productId: string;
  amount: bigint;
  cycleDays: number;
  dailyRate: string;
  penaltyRate: string;
  dailyDividend: bigint;
  earnings: bigint;
  daysPaid: number;
  subscribedAt: number;
  startDate: number;
  endDate: number;
  nextDueAt: number | null;
  status: LockOrderStatus;
  finishedAt: number | null;
  penalty: bigint | null;
  redeemClientId: string | null;
  version: number;
}

export interface LockPaymentRecord {
  orderId: number;
  day: number;
  amount: bigint;
  paidAt: number;
}

export const usdt = (units: bigint): string => fromUnits(units, LOCK_AMOUNT_PRECISION);

const toWirePayment = (p: LockPaymentRecord): LockPayment => ({ day: p.day, amount: usdt(p.amount), paidAt: p.paidAt });

export const toLockOrder = (r: LockOrderRecord, payments: readonly LockPaymentRecord[]): LockOrder => ({
  id: String(r.id),
  clientId: r.clientId,
  productId: r.productId,
  asset: 'USDT',
  amount: usdt(r.amount),
  cycleDays: r.cycleDays,
  dailyRate: r.dailyRate,
  penaltyRate: r.penaltyRate,
  dailyDividend: usdt(r.dailyDividend),
  cumulativeEarnings: usdt(r.earnings),
  subscribedAt: r.subscribedAt,
  startDate: r.startDate,
  endDate: r.endDate,
  status: r.status,
  finishedAt: r.finishedAt,
  penalty: r.penalty === null ? null : usdt(r.penalty),
  payments: payments.map(toWirePayment),
  version: r.version,
});

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

export const fromRow = (row: Selectable<LockOrderRow>): LockOrderRecord => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  clientId: row.client_id,
  productId: row.product_id,
  amount: BigInt(row.amount),
  cycleDays: Number(row.cycle_days),
  dailyRate: row.daily_rate,
  penaltyRate: row.penalty_rate,
  dailyDividend: BigInt(row.daily_dividend),
  earnings: BigInt(row.earnings),
  daysPaid: Number(row.days_paid),
  subscribedAt: Number(row.subscribed_at),
  startDate: Number(row.start_date),
  endDate: Number(row.end_date),
  nextDueAt: num(row.next_due_at),
  status: row.status,
  finishedAt: num(row.finished_at),
  penalty: row.penalty === null ? null : BigInt(row.penalty),
  redeemClientId: row.redeem_client_id,
  version: Number(row.version),
});

export const toRow = (r: LockOrderRecord): Insertable<LockOrderRow> => ({
  id: r.id,
  user_id: r.userId,
  client_id: r.clientId,
  product_id: r.productId,
  amount: r.amount.toString(),
  cycle_days: r.cycleDays,
  daily_rate: r.dailyRate,
  penalty_rate: r.penaltyRate,
  daily_dividend: r.dailyDividend.toString(),
  earnings: r.earnings.toString(),
  days_paid: r.daysPaid,
  subscribed_at: r.subscribedAt,
  start_date: r.startDate,
  end_date: r.endDate,
  next_due_at: r.nextDueAt,
  status: r.status,
  finished_at: r.finishedAt,
  penalty: r.penalty?.toString() ?? null,
  redeem_client_id: r.redeemClientId,
  version: r.version,
});

export const fromPaymentRow = (row: Selectable<LockPaymentRow>): LockPaymentRecord => ({
  orderId: Number(row.order_id),
  day: Number(row.day),
  amount: BigInt(row.amount),
  paidAt: Number(row.paid_at),
});
