export {
  LOCK_AMOUNT_DECIMALS,
  lockAllAmount,
  lockAmountProblem,
  lockDailyDividend,
  lockTotalEarnings,
  quotaLeftShare,
  type LockAmountProblem,
} from './lockMath';
export { useLockProducts } from './useLockProducts';
export { useLockOrders } from './useLockOrders';
export { useRedeemPreview } from './useRedeemPreview';
export { isRevocable, useRevocable } from './useRevocable';
export { useFinishedLockOrders } from './useFinishedLockOrders';
