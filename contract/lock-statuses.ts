/* Plain published values, apart from the schemas so the client imports them without the validation library (tests/api/bundle.test.ts). */
export const LOCK_ORDER_STATUSES = ['active', 'redeemed', 'completed', 'revoked'] as const;
