export { useNetworks } from './useNetworks';
export { useDepositAddress } from './useDepositAddress';
export { useDeposits } from './useDeposits';
export { depositProgress, type ConfirmationRule, type DepositProgress } from './depositProgress';
export { networksByAsset } from './networksByAsset';
export { useWithdrawals } from './useWithdrawals';
export { useWithdrawLimits } from './useWithdrawLimits';
export { useFundPasswordSet } from './useFundPasswordSet';
export {
  WITHDRAW_DECIMALS,
  allAmount,
  assetLimitsOf,
  checkWithdrawal,
  dailyLeft,
  totalDebit,
  withdrawableOf,
  type WithdrawContext,
  type WithdrawForm,
  type WithdrawProblem,
} from './withdrawRules';
export { usdtPriceOf } from './usdtPrice';
export { checkFundPassword, type FundPasswordFields, type FundPasswordProblem } from './fundPasswordRules';
