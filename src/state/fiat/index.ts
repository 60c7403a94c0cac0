export { useFiatLimits, useFiatRules, useFiatWithdrawals } from './useFiat';
export {
  cardStateOf,
  checkFiatForm,
  fiatEstimate,
  type CardState,
  type FiatContext,
  type FiatField,
  type FiatFinding,
  type FiatForm,
  type FiatProblem,
} from './fiatForm';
