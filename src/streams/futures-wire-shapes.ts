/** Type guards for the futures pushes (contract/futures.ts: MarkTick, Position, FuturesOrder), as wire-shapes.ts does for spot. */
import { isDecimal, isSignedDecimal, isText, isTime, isVersion, oneOf, shape, type Guard } from './wire-shapes';

/** Lots are whole numbers; a position update carries "0" when it closed. */
const isLots: Guard = (v) => typeof v === 'string' && /^(0|[1-9]\d{0,8})$/.test(v);
const isLeverage: Guard = (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 125;
const isPriceOrNull: Guard = (v) => v === null || isDecimal(v);
const isPositionSide = oneOf('long', 'short');
const isMarginMode = oneOf('cross', 'isolated');

export const isMarkTick = shape({
  symbol: isText,
  seq: isVersion,
  ts: isTime,
  index: isDecimal,
  mark: isDecimal,
  fundingRate: isSignedDecimal,
  nextFundingTime: isTime,
});

export const isPosition = shape({
  id: isText,
  symbol: isText,
  side: isPositionSide,
  marginMode: isMarginMode,
  leverage: isLeverage,
  quantity: isLots,
  closableQty: isLots,
  entryPrice: isDecimal,
  markPrice: isDecimal,
  markSeq: isTime,
  positionValue: isDecimal,
  margin: isDecimal,
  maintenanceMargin: isDecimal,
  unrealizedPnl: isSignedDecimal,
  roe: isSignedDecimal,
  realizedPnl: isSignedDecimal,
  fees: isDecimal,
  funding: isSignedDecimal,
  liquidationPrice: isDecimal,
  takeProfit: isPriceOrNull,
  stopLoss: isPriceOrNull,
  openedAt: isTime,
  updatedAt: isTime,
  version: isVersion,
});

export const isFuturesOrder = shape({
  id: isText,
  clientOrderId: isText,
  symbol: isText,
  positionSide: isPositionSide,
  action: oneOf('open', 'close'),
  side: oneOf('buy', 'sell'),
  type: oneOf('limit', 'market'),
  origin: oneOf('user', 'liquidation', 'takeProfit', 'stopLoss'),
  price: isDecimal,
  quantity: isLots,
  filledQty: isLots,
  remainingQty: isLots,
  avgPrice: isDecimal,
  leverage: isLeverage,
  marginMode: isMarginMode,
  frozenMargin: isDecimal,
  fee: isDecimal,
  realizedPnl: isSignedDecimal,
  status: oneOf('new', 'partially_filled', 'filled', 'cancelled'),
  createdAt: isTime,
  updatedAt: isTime,
  version: isVersion,
});
