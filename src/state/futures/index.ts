export { baseQuantity, costOf, valueAtMark, type Valuation } from './valuation';
export { livePnl$ } from './livePnl';
export { estimateLiquidationPrice, tickOf, type LiquidationEstimateInput } from './liquidationEstimate';
export { tpSlProblem, type TpSlProblem, type TpSlRule } from './tpslRules';
export { lotsAtPercent, maxLots, notionalOf, orderCost, reservationPrice, type OpenOrderTerms, type OrderCost } from './orderMath';
export { usePerpetuals } from './usePerpetuals';
export { usePerpetualInfo, type PerpetualInfoState } from './usePerpetualInfo';
export { useFuturesOpenOrders, usePositions } from './usePositions';
export { useFuturesSettings, type FuturesSettingsControl } from './useFuturesSettings';
export {
  contractRecordLink,
  FUTURES_ORDER_KIND,
  futuresOrderDetailLink,
  futuresTradeLink,
  isPerpetual,
  perpetualOf,
  stopPlLink,
  underlyingOf,
} from './futuresLink';
export { futuresChanges$ } from './futuresChanges';
