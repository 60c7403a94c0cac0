/**
 * Accepting one order, inside the running transaction (docs/cycle.md, "Accepted"): a repeat of a clientId answers the
 * first order; otherwise the pool limit, then stake + fee into the escrow (a 422 on overdraft), then the entry tick,
 * taken at this instant, and the order row. Nothing is left behind by a refusal: the transaction rolls back.
 */
import type { Transaction } from 'kysely';
import type { PlaceCycleOrderReq } from '@contract/cycle';
import type { Clock } from '../clock';
import { AppError, unprocessable } from '../errors';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import type { IndexRecorder } from './index-recorder';
import type { OpenBook } from './open-book';
import type { CycleOrderRecord } from './order-record';
import { insertOrder, orderByClientId } from './order-store';
import { poolCovers } from './pool';
import { CYCLE_RULES_VERSION } from './rules';
import { acceptancePostings, feeOf, winProfitOf } from './settle';
import { validateCycleOrder, type ValidCycleOrder } from './validate';

export interface PlaceDeps {
  ledger: Ledger;
  clock: Clock;
  recorder: IndexRecorder;
  book: OpenBook;
}

export async function placeIn(
  trx: Transaction<Database>,
  deps: PlaceDeps,
  userId: number,
  req: PlaceCycleOrderReq,
  id: number,
): Promise<{ order: CycleOrderRecord; created: boolean }> {
  const valid = validateCycleOrder(req);
  const first = await orderByClientId(trx, userId, valid.clientId);
  if (first) {
    if (!sameRequest(first, valid)) throw new AppError(409, 'clientIdReused');
    return { order: first, created: false };
  }
  const { stake, period } = valid;
  const fee = feeOf(stake, period.feeRate);
  if (!(await poolCovers(trx, deps.ledger, deps.book.exposure, winProfitOf(stake, period.payoutRate))))
    throw unprocessable('cyclePoolLimit');
  const terms = { direction: valid.direction, stake, fee, payoutRate: period.payoutRate };
  await deps.ledger.post(trx, { kind: 'cycle_open', ref: String(id), postings: acceptancePostings(userId, terms) });

  const openTime = deps.clock.now();
  await deps.recorder.ensureTickNow(trx, valid.symbol.symbol);
  const entry = await deps.recorder.firstAtOrAfter(trx, valid.symbol.symbol, openTime);
  if (!entry) throw new Error(`cycle: no ${valid.symbol.symbol} tick at or after ${openTime} right after recording one`);
  const order: CycleOrderRecord = {
    ...terms,
    id,
    userId,
    clientId: valid.clientId,
    symbol: valid.symbol.symbol,
    category: valid.category,
    periodSeconds: period.seconds,
    feeRate: period.feeRate,
    rulesVersion: CYCLE_RULES_VERSION,
    openTime,
    expiryTime: openTime + period.seconds * 1000,
    entry,
    status: 'open',
    exit: null,
    outcome: null,
    profit: null,
    payout: null,
    settledAt: null,
    version: 1,
  };
  await insertOrder(trx, order);
  return { order, created: true };
}

const sameRequest = (order: CycleOrderRecord, req: ValidCycleOrder): boolean =>
  order.symbol === req.symbol.symbol &&
  order.category === req.category &&
  order.direction === req.direction &&
  order.periodSeconds === req.period.seconds &&
  order.stake === req.stake;
