/**
 * Lock-mining (the storage plan): lock USDT for a fixed number of days, earn a daily dividend, get the principal back
 * at expiry or redeem early for a published penalty. The rules and their numbers are docs/lock-mining.md's, published
 * by `lock/products`; the calls are in docs/api.md, the `lockOrders` channel in docs/protocol.md. Amounts are USDT
 * decimal strings with 2 decimals; rates are decimal fractions ("0.0030" is 0.30 % a day). Dates are ms since the
 * epoch; contract/lock-dates.ts derives them from the subscription time.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ClientId, Page, PageSize } from './primitives';

/**
 * active: earning; redeemed: redeemed early by the user; completed: the principal came back at the end date; revoked:
 * cancelled by the user before interest started, the full principal back
 */
export type LockOrderStatus = 'active' | 'redeemed' | 'completed' | 'revoked';
import { LOCK_FINISHED, LOCK_ORDER_STATUSES } from './lock-statuses';
export { LOCK_FINISHED, LOCK_ORDER_STATUSES } from './lock-statuses';
export const LOCK_FINISHED_STATUSES: readonly LockOrderStatus[] = ['redeemed', 'completed', 'revoked'];

export interface LockProduct {
  /** e.g. "usdt-7d"; the /confirmLock/{id} route parameter */
  id: string;
  asset: 'USDT';
  /** lock period in days; the order earns one dividend per day */
  cycleDays: number;
  /** dividend per day as a fraction of the principal, e.g. "0.0030" */
  dailyRate: string;
  /** single limits of one subscription, USDT */
  minAmount: string;
  maxAmount: string;
  /** the product's total quota, USDT */
  totalQuota: string;
  /** totalQuota minus the principal of every active order of the product */
  quotaLeft: string;
  /** early-redemption penalty as a fraction of the principal, e.g. "0.0200"; dividends already paid are kept */
  penaltyRate: string;
}

/**
 * One daily dividend: `day` 1…cycleDays of the order; `paidAt` is its due time, startDate + day days (a day paid late,
 * after a restart, keeps its due time; its ledger entry carries the moment it was paid).
 */
export interface LockPayment {
  day: number;
  amount: string;
  paidAt: number;
}

export interface LockOrder {
  id: string;
  clientId: string;
  productId: string;
  asset: 'USDT';
  /** the escrow amount (principal) */
  amount: string;
  cycleDays: number;
  /** the product's daily rate and penalty rate when the order was accepted; the order keeps them */
  dailyRate: string;
  penaltyRate: string;
  /** amount × dailyRate rounded down to 0.01 USDT */
  dailyDividend: string;
  /** the sum of the dividends paid so far */
  cumulativeEarnings: string;
  /** when the server accepted the subscription */
  subscribedAt: number;
  /** 00:00 UTC of the day after subscribedAt: interest accrues from here */
  startDate: number;
  /** startDate + cycleDays days: the last dividend and the principal are paid here */
  endDate: number;
  status: LockOrderStatus;
  /** when the order was redeemed early, revoked or completed; null while active */
  finishedAt: number | null;
  /** the penalty kept on early redemption; null unless redeemed */
  penalty: string | null;
  /** paid dividends, oldest first */
  payments: LockPayment[];
  /** per-order counter as spot's `Order.version`: 1 accepted, +1 per dividend, redemption, revocation or completion */
  version: number;
}

/** lock/order/redeem/preview: what an early redemption would return now. */
export interface LockRedeemPreview {
  id: string;
  amount: string;
  penalty: string;
  /** amount − penalty */
  returned: string;
  penaltyRate: string;
}

/** A subscription amount: a positive USDT amount with at most 2 decimals. */
export const LockAmount = Type.String({ pattern: '^(0|[1-9]\\d{0,11})(\\.\\d{1,2})?$', maxLength: 16 });
export const LockProductId = Type.String({ pattern: '^[a-z0-9-]{1,32}$', maxLength: 32 });
export const LockOrderId = Type.String({ pattern: '^[1-9]\\d{0,19}$', maxLength: 20 });

export const LockProductsReq = Type.Object({}, { additionalProperties: false });
export type LockProductsReq = Static<typeof LockProductsReq>;

export const LockSubscribeReq = Type.Object(
  { productId: LockProductId, amount: LockAmount, clientId: ClientId },
  { additionalProperties: false },
);
export type LockSubscribeReq = Static<typeof LockSubscribeReq>;

export const LockListReq = Type.Object(
  {
    status: Type.Optional(Type.Union([...LOCK_ORDER_STATUSES.map((s) => Type.Literal(s)), Type.Literal(LOCK_FINISHED)])),
    page: Type.Optional(Page),
    size: Type.Optional(PageSize),
  },
  { additionalProperties: false },
);
export type LockListReq = Static<typeof LockListReq>;

export const LockOrderIdReq = Type.Object({ id: LockOrderId }, { additionalProperties: false });
export type LockOrderIdReq = Static<typeof LockOrderIdReq>;

export const LockRedeemReq = Type.Object({ id: LockOrderId, clientId: ClientId }, { additionalProperties: false });
export type LockRedeemReq = Static<typeof LockRedeemReq>;

/** lock/order/revoke: the same shape as a redemption, allowed only before the order's startDate. */
export const LockRevokeReq = LockRedeemReq;
export type LockRevokeReq = LockRedeemReq;
