export { AddressDeriver } from './derive';
export { chainSeedOf, DEMO_CHAIN_SEED } from './seed';
export { validateWithdrawalAddress } from './validate';
export type { AddressProblem } from './problems';
