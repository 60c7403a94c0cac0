/**
 * Checks a cycle order before anything moves (docs/cycle.md, "Refusals"). The HTTP schema rejects most bad shapes
 * first; this runs again because tests and benches call the service directly, and because the symbol's category and
 * the period's stake limits are the rules' business: 400 bad input, 404 an unknown symbol, 422 a stake outside the
 * period's limits.
 */
import {
  CYCLE_CATEGORIES,
  Stake,
  type CycleCategory,
  type CycleDirection,
  type CyclePeriod,
  type CycleSymbol,
  type PlaceCycleOrderReq,
} from '@contract/cycle';
import { ClientId } from '@contract/primitives';
import { AppError, badRequest, unprocessable } from '../errors';
import { toUnits } from '../money';
import { findCyclePeriod, findCycleSymbol } from './rules';

const STAKE = new RegExp(Stake.pattern!);
const CLIENT_ID = new RegExp(ClientId.pattern!);

export interface ValidCycleOrder {
  symbol: CycleSymbol;
  category: CycleCategory;
  direction: CycleDirection;
  period: CyclePeriod;
  stake: bigint;
  clientId: string;
}

export function validateCycleOrder(req: PlaceCycleOrderReq): ValidCycleOrder {
  const category = req?.category;
  if (!(CYCLE_CATEGORIES as readonly unknown[]).includes(category)) throw badRequest('cycleUnknownCategory');
  const symbol = typeof req.symbol === 'string' ? findCycleSymbol(req.symbol) : undefined;
  if (!symbol) throw new AppError(404, 'cycleUnknownSymbol');
  if (symbol.category !== category) throw badRequest('cycleSymbolNotInCategory');
  if (req.direction !== 'up' && req.direction !== 'down') throw badRequest('invalidField', { field: 'direction', reason: 'oneOf' });
  const period = Number.isInteger(req.periodSeconds) ? findCyclePeriod(req.periodSeconds) : undefined;
  if (!period) throw badRequest('cycleUnknownPeriod');
  const stake = validStake(req.stake);
  if (stake < toUnits(period.minStake)) throw unprocessable('cycleStakeBelowMinimum', { min: period.minStake });
  if (stake > toUnits(period.maxStake)) throw unprocessable('cycleStakeAboveMaximum', { max: period.maxStake });
  if (typeof req.clientId !== 'string' || !CLIENT_ID.test(req.clientId))
    throw badRequest('invalidField', { field: 'clientId', reason: 'clientId' });
  return { symbol, category, direction: req.direction, period, stake, clientId: req.clientId };
}

function validStake(value: unknown): bigint {
  if (value === undefined || value === null || value === '') throw badRequest('invalidField', { field: 'stake', reason: 'required' });
  if (typeof value !== 'string') throw badRequest('invalidAmount', { field: 'stake' });
  if (/^\d+\.\d{3,}$/.test(value)) throw badRequest('tooManyDecimals', { field: 'stake', decimals: 2 });
  if (!STAKE.test(value) || toUnits(value) === 0n) throw badRequest('invalidAmount', { field: 'stake' });
  return toUnits(value);
}
