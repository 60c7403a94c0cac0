export { useNetworks } from './useNetworks';
export { useDepositAddress } from './useDepositAddress';
export { useDeposits } from './useDeposits';
export { depositProgress, type ConfirmationRule, type DepositProgress } from './depositProgress';
export { networksByAsset } from './networksByAsset';
