/** Type guards for the cycle pushes (contract/cycle.ts: IndexTick, CycleOrder), as wire-shapes.ts does for spot. */
import { isDecimal, isSignedDecimal, isText, isTime, isVersion, oneOf, orNull, shape, type Guard } from './wire-shapes';

const isCategory = oneOf('crypto', 'commodities');
const isPeriodSeconds: Guard = (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 86_400;

export const isIndexTick = shape({ symbol: isText, seq: isVersion, ts: isTime, price: isDecimal });

export const isCycleOrder = shape({
  id: isText,
  clientId: isText,
  symbol: isText,
  category: isCategory,
  direction: oneOf('up', 'down'),
  periodSeconds: isPeriodSeconds,
  stake: isDecimal,
  fee: isDecimal,
  payoutRate: isDecimal,
  rulesVersion: isText,
  openTime: isTime,
  expiryTime: isTime,
  entry: isIndexTick,
  status: oneOf('open', 'settled'),
  exit: orNull(isIndexTick),
  outcome: orNull(oneOf('win', 'lose', 'tie')),
  profit: orNull(isSignedDecimal),
  payout: orNull(isDecimal),
  settledAt: orNull(isTime),
  version: isVersion,
});
