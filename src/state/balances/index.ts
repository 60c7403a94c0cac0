export { availableOf, useBalances } from './useBalances';
