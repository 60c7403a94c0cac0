/** Pure futures money math on bigint units (1e-8, server/money.ts); the formulas are those of docs/futures.md. */
export { accountRisk, heldPosition, type HeldPosition, type PerpTerms, type PositionRisk } from './account-risk';
export { toBrackets, bracketOf, maintenanceMargin, maxLeverageFor, type Bracket } from './brackets';
export { allocateFunding, type FundingPayment, type FundingPosition } from './funding';
export { exactLiquidationPrice, liquidationPrice, type ExactPrice, type LiquidationInput } from './liquidation-price';
export { isBelowMaintenance, maintenanceAt, marginBalance } from './margin-balance';
export { feeOf, frozenForOrder, initialMargin, reservationPrice, type FrozenForOrder, type OrderSide } from './margin';
export { entryPrice, notional, positionQty } from './notional';
export { realisedPnl, releasedShare, roe, sideSign, unrealisedPnl } from './pnl';
export { divCeil, divFloor, divRoundHalfAway, tickOf } from './rounding';
export {
  liquidationDirection,
  reaches,
  stopLossRule,
  takeProfitRule,
  tpSlDirection,
  tpSlRuleBroken,
  type TpSlKind,
  type TpSlMessage,
  type TriggerDirection,
} from './tpsl';
