/** cycle/order/evidence: the order with the ticks it used and the tick just before each (docs/cycle.md, "Verification"). */
import type { CycleEvidence, CyclePeriod } from '@contract/cycle';
import type { CycleOrderRecord } from './order-record';
import { toCycleOrder } from './order-record';
import { CYCLE_PERIODS } from './rules';
import { lastTickBefore, toWireTick, type Reader } from './tick-log';

export async function buildEvidence(db: Reader, order: CycleOrderRecord): Promise<CycleEvidence> {
  const beforeEntry = await lastTickBefore(db, order.symbol, order.openTime);
  const beforeExit = order.exit ? await lastTickBefore(db, order.symbol, order.expiryTime) : null;
  return {
    order: toCycleOrder(order),
    beforeEntry: beforeEntry && toWireTick(beforeEntry),
    beforeExit: beforeExit && toWireTick(beforeExit),
    period: periodOf(order),
    rulesVersion: order.rulesVersion,
  };
}

/** The period row the order was accepted under: its own stored rates, the table's stake limits. */
function periodOf(order: CycleOrderRecord): CyclePeriod {
  const row = CYCLE_PERIODS.find((p) => p.seconds === order.periodSeconds);
  return {
    seconds: order.periodSeconds,
    payoutRate: order.payoutRate,
    minStake: row?.minStake ?? '',
    maxStake: row?.maxStake ?? '',
    feeRate: order.feeRate,
  };
}
