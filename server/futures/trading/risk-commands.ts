/**
 * What the risk loop and the funding job ask of the trading service, as commands of its group: a funding run
 * (docs/futures.md, Funding) and the evidence a liquidation stores. Closing a whole position (liquidation, TP/SL)
 * is the group's composition of cancels and a market close (futures-group.ts).
 */
import type { LiquidationEvidence } from '@contract/futures';
import { accountKey, type Posting } from '../../ledger/ledger';
import { fromUnits } from '../../money';
import type { FundingPaymentRow } from '../../store/tables/futures';
import { journal, type FuturesCommandContext, type FuturesOutcome } from './command-context';
import type { FundingRun } from './ports';
import type { PerpMarket } from './perp-market';
import type { PositionRecord } from './records';

const USDT = 'USDT';

/** Thrown when a run names a position that is no longer open as it was: the job computes it again with the next tick. */
export class StaleFundingRun extends Error {}

/**
 * One funding run as one balanced entry through sys:funding: payers first (isolated from the position's margin,
 * cross from available, then from the position's margin when available is short), then receivers (isolated into the
 * margin, cross into available). Each position's `funding` records its signed amount.
 */
export async function applyFundingRun(c: FuturesCommandContext, run: FundingRun): Promise<FuturesOutcome> {
  const ids = { ...c.state.ids };
  const positions: PositionRecord[] = [];
  const postings: Posting[] = [];
  const payments: FundingPaymentRow[] = [];
  let total = 0n;
  const ordered = [...run.payments].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [positionId, amount] of ordered) {
    const open = c.state.positions.get(positionId);
    if (!open || open.symbol !== run.symbol) throw new StaleFundingRun(`position ${positionId} is not open on ${run.symbol}`);
    total += amount;
    const p: PositionRecord = { ...open, funding: open.funding + amount, updatedAt: c.now, version: open.version + 1 };
    const available = accountKey.available(p.userId, 'contract');
    const margin = accountKey.margin(p.userId);
    let fromMargin = p.marginMode === 'isolated' ? amount : 0n;
    if (p.marginMode === 'cross' && amount < 0n) {
      const { available: cash } = await c.ledger.balance(p.userId, 'contract', USDT, c.trx);
      const short = -amount - cash;
      if (short > 0n) fromMargin = -short;
    }
    p.margin += fromMargin;
    postings.push(
      { account: margin, asset: USDT, amount: fromMargin },
      { account: available, asset: USDT, amount: amount - fromMargin },
      { account: accountKey.funding, asset: USDT, amount: -amount },
    );
    positions.push(p);
    payments.push({
      id: ++ids.funding,
      symbol: run.symbol,
      position_id: p.id,
      user_id: p.userId,
      funding_time: run.fundingTime,
      rate: run.rate,
      mark: run.tick.mark.toString(),
      mark_seq: run.tick.seq,
      amount: amount.toString(),
    });
  }
  if (total !== 0n) throw new Error(`funding run of ${run.symbol} at ${run.fundingTime} sums to ${total}, not 0`);
  const ref = `futures:funding:${run.symbol}:${run.fundingTime}`;
  await c.ledger.post(c.trx, { kind: 'futures_funding', ref, postings: postings.filter((p) => p.amount !== 0n) });
  const runRow = {
    symbol: run.symbol,
    funding_time: run.fundingTime,
    rate: run.rate,
    mark: run.tick.mark.toString(),
    mark_seq: run.tick.seq,
    ts: c.now,
  };
  const command = journal(
    c,
    ids,
    'funding',
    0,
    0,
    { fundingTime: run.fundingTime, rate: run.rate, markSeq: run.tick.seq },
    run.symbol,
    null,
  );
  ids.command = command.id;
  return { market: null, plan: null, orders: [], positions, trades: [], settings: [], command, ids, funding: { run: runRow, payments } };
}

/** The stored evidence of a liquidation: the triggering tick, LP and MM at it, every fill, the insurance fund's part. */
export function liquidationEvidence(
  m: PerpMarket,
  trigger: Pick<LiquidationEvidence, 'mark' | 'markTs' | 'markSeq' | 'liquidationPrice' | 'maintenanceMargin'>,
  outcome: FuturesOutcome,
  orderId: number,
): LiquidationEvidence {
  const fills = outcome.trades
    .filter((t) => Number(t.buy_order_id) === orderId || Number(t.sell_order_id) === orderId)
    .map((t): [string, string] => [m.book.formatPrice(BigInt(t.price)), String(t.lots)]);
  return { ...trigger, fills, insuranceFund: fromUnits(outcome.insurance ?? 0n) };
}
