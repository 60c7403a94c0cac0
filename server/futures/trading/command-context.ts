/**
 * What a futures command works with inside its group's transaction, and what it hands back: the changed orders and
 * positions, trades and the journal row (written by the group, together), and the book plan the group applies once
 * the command succeeded. A command posts ledger entries itself; a throw takes them back (the group's savepoint).
 */
import type { Transaction } from 'kysely';
import type { Ledger } from '../../ledger/ledger';
import type { Database } from '../../store/schema';
import type { BookPlan } from '../../engine/types';
import type { FundingPaymentRow, FundingRunRow, FuturesCommandRow, FuturesSettingsRow, FuturesTradeRow } from '../../store/tables/futures';
import type { MarkReading } from './mark-source';
import type { PerpMarket } from './perp-market';
import type { FuturesOrderRecord, PositionRecord } from './records';
import type { FuturesIds, TradingState } from './trading-state';

export interface FuturesCommandContext {
  trx: Transaction<Database>;
  ledger: Ledger;
  /** committed state, moved by the commands of this group that succeeded before this one */
  state: TradingState;
  mark(symbol: string): MarkReading | null;
  now: number;
}

export interface FuturesOutcome {
  market: PerpMarket | null;
  /** applied to the book once the command succeeded */
  plan: BookPlan | null;
  /** every order whose state changed, the command's own order last */
  orders: FuturesOrderRecord[];
  positions: PositionRecord[];
  trades: FuturesTradeRow[];
  settings: FuturesSettingsRow[];
  command: FuturesCommandRow;
  ids: FuturesIds;
  /** a place: what its own fills added to (positive) or took from (negative) the insurance fund */
  insurance?: bigint;
  /** a funding run: its row and the payments */
  funding?: { run: FundingRunRow; payments: FundingPaymentRow[] };
}

export const orderRef = (id: number): string => `futures:order:${id}`;

/** The journal row; `seq` is the book's seq once the command's group committed. */
export function journal(
  c: FuturesCommandContext,
  ids: FuturesIds,
  kind: string,
  userId: number,
  refId: number,
  payload: unknown,
  symbol: string,
  plan: BookPlan | null,
): FuturesCommandRow {
  const book = c.state.markets.get(symbol)?.book;
  const changesBook = plan !== null && (plan.fills.length > 0 || plan.cancels.length > 0 || plan.rest !== null);
  return {
    id: ids.command + 1,
    symbol,
    kind,
    user_id: userId,
    ref_id: refId,
    payload: JSON.stringify(payload),
    seq: (book?.seq ?? 0) + (changesBook ? 1 : 0),
    ts: c.now,
  };
}

/** Gives back what a finished open order still holds frozen (a cancel, a market remainder). */
export async function releaseOrder(c: FuturesCommandContext, r: FuturesOrderRecord): Promise<void> {
  if (r.frozen > 0n) await c.ledger.unfreeze(c.trx, r.userId, 'contract', 'USDT', r.frozen, orderRef(r.id));
  r.frozen = 0n;
}
