/**
 * `npm run verify:cycle` (docs/cycle.md, "Verification"): re-derives every settled order from the index tick log and
 * the published rules alone — entry and exit ticks, fee, outcome, profit and payout — and lists every difference from
 * what was stored. It reads the database only, so anyone can run it against a copy.
 */
import type { Kysely } from 'kysely';
import { fromUnits } from '../money';
import type { Database } from '../store/schema';
import type { CycleOrderRecord } from './order-record';
import { settledAfter } from './order-store';
import { CYCLE_AMOUNT_PRECISION, CYCLE_PERIODS, CYCLE_RULES_VERSION } from './rules';
import { feeOf, settle } from './settle';
import { firstTickAtOrAfter, toWireTick, type StoredIndexTick } from './tick-log';

const PAGE = 1000;

export interface CycleVerification {
  checked: number;
  mismatches: string[];
}

export async function verifyCycle(db: Kysely<Database>): Promise<CycleVerification> {
  const mismatches: string[] = [];
  let checked = 0;
  for (let after = 0; ;) {
    const orders = await settledAfter(db, after, PAGE);
    if (orders.length === 0) break;
    for (const order of orders) mismatches.push(...(await rederive(db, order)));
    checked += orders.length;
    after = orders.at(-1)!.id;
  }
  return { checked, mismatches };
}

export const verificationLine = ({ checked, mismatches }: CycleVerification): string =>
  `${checked} orders re-derived, ${mismatches.length} mismatches`;

/** One line per field of the order that the rules and the tick log do not give. */
async function rederive(db: Kysely<Database>, order: CycleOrderRecord): Promise<string[]> {
  const found: string[] = [];
  const differs = (what: string, stored: unknown, derived: unknown) => {
    if (stored !== derived) found.push(`order ${order.id}: ${what} is ${String(stored)}, the rules give ${String(derived)}`);
  };
  const period = CYCLE_PERIODS.find((p) => p.seconds === order.periodSeconds);
  differs('rule version', order.rulesVersion, CYCLE_RULES_VERSION);
  differs('payout rate', order.payoutRate, period?.payoutRate);
  differs('fee rate', order.feeRate, period?.feeRate);
  differs('fee', usd(order.fee), usd(feeOf(order.stake, order.feeRate)));
  differs('expiry time', order.expiryTime, order.openTime + order.periodSeconds * 1000);
  const entry = await firstTickAtOrAfter(db, order.symbol, order.openTime);
  const exit = await firstTickAtOrAfter(db, order.symbol, order.expiryTime);
  differs('entry tick', describe(order.entry), describe(entry));
  differs('exit tick', describe(order.exit), describe(exit));
  if (!entry || !exit) return found;
  const result = settle(order, entry.price, exit.price);
  differs('outcome', order.outcome, result.outcome);
  differs('profit', usd(order.profit), usd(result.profit));
  differs('payout', usd(order.payout), usd(result.payout));
  return found;
}

const usd = (units: bigint | null): string => (units === null ? 'none' : fromUnits(units, CYCLE_AMOUNT_PRECISION));
const describe = (tick: StoredIndexTick | null): string => {
  if (!tick) return 'none';
  const wire = toWireTick(tick);
  return `#${wire.seq} at ${new Date(wire.ts).toISOString()} (${wire.ts}) ${wire.price}`;
};
