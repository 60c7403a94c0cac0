import type { Withdrawal } from '@contract/wallet';
import { newestFirst } from './newest-first';
import { applyVersionedRows, type VersionedMsg, type VersionedRules, type VersionedState } from './versioned-rows';

/**
 * Every withdrawal stays listed, confirmed and rejected ones too (the snapshot carries those not final with the latest 20,
 * docs/protocol.md): the list shows how each ended, so a row never "finishes" out of it, it only stops changing.
 */
const WITHDRAWAL_RULES: VersionedRules<Withdrawal> = { isOpen: () => true, compare: newestFirst };

export const NO_WITHDRAWALS: VersionedState<Withdrawal> = { open: [], finished: new Map() };

/** The user's withdrawals by id, newest first: a snapshot replaces them, an update upserts by `version` (stale ones dropped). */
export function applyWithdrawals(state: VersionedState<Withdrawal>, msg: VersionedMsg<Withdrawal>): VersionedState<Withdrawal> {
  return applyVersionedRows(WITHDRAWAL_RULES, state, msg);
}
