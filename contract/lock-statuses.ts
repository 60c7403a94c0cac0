/* Plain published values, apart from the schemas so the client imports them without the validation library (tests/api/bundle.test.ts). */
export const LOCK_ORDER_STATUSES = ['active', 'redeemed', 'completed', 'revoked'] as const;
/** lock/order/list's `finished` filter: every status but active */
export const LOCK_FINISHED = 'finished';
