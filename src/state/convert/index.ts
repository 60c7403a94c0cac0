export {
  CONVERT_DECIMALS,
  CONVERT_MAX,
  CONVERT_MIN,
  checkConvertAmount,
  coinIdOf,
  convertibleCoins,
  pickCoin,
  type ConvertProblem,
} from './convertRules';
export { secondsLeft$, validityMs } from './quoteCountdown';
export { useConvertHistory } from './useConvertHistory';
export { useConvertQuote, type QuoteState } from './useConvertQuote';
