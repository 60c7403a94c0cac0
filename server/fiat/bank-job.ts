/**
 * The simulated bank (docs/wallet.md "Fiat withdrawals"): on each run, at the server clock's `now`, it carries out the
 * operator's recorded decisions on withdrawals in review, then moves each submitted one to processing and each processing
 * one to paid once its time has come. Every step stores the new state only if the row is still in the state it was read in,
 * together with its ledger entry, so a run after a restart does each due step exactly once.
 */
import type { Transaction } from 'kysely';
import type { FiatWithdrawalStatus } from '@contract/fiat';
import type { Ledger } from '../ledger/ledger';
import type { Database } from '../store/schema';
import { payFiat, refundFiat } from './fiat-ledger';
import type { FiatRecord } from './fiat-record';
import { moveFiat, openFiat } from './fiat-store';
import { BANK_PAID_AFTER_MS, BANK_PROCESSING_AFTER_MS } from './rules';

type Trx = Transaction<Database>;

export async function runBank(trx: Trx, ledger: Ledger, now: number): Promise<FiatRecord[]> {
  const changed: FiatRecord[] = [];
  for (const w of await openFiat(trx)) {
    const next = nextState(w, now);
    if (!next || !(await moveFiat(trx, next, w.status))) continue;
    if (next.status === 'paid') await payFiat(trx, ledger, next);
    if (next.status === 'rejected') await refundFiat(trx, ledger, next);
    changed.push(next);
  }
  return changed;
}

/** The step due for `w` at `now`, or null. */
export function nextState(w: FiatRecord, now: number): FiatRecord | null {
  const step = (status: FiatWithdrawalStatus, at: Partial<FiatRecord>): FiatRecord => ({ ...w, ...at, status, version: w.version + 1 });
  switch (w.status) {
    case 'review':
      if (w.decision === 'approve') return step('submitted', { submittedAt: now });
      if (w.decision === 'reject') return step('rejected', { rejectedAt: now, rejectReason: w.decisionReason });
      return null;
    case 'submitted':
      return now - (w.submittedAt ?? w.createdAt) >= BANK_PROCESSING_AFTER_MS ? step('processing', { processingAt: now }) : null;
    case 'processing':
      return now - (w.processingAt ?? now) >= BANK_PAID_AFTER_MS ? step('paid', { paidAt: now }) : null;
    default:
      return null;
  }
}
