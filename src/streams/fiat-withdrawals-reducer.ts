import type { FiatWithdrawal } from '@contract/fiat';
import { newestFirst } from './newest-first';
import { applyVersionedRows, type VersionedMsg, type VersionedRules, type VersionedState } from './versioned-rows';

/** Every fiat withdrawal stays listed, paid and rejected ones too: the records show how each ended (docs/protocol.md). */
const FIAT_RULES: VersionedRules<FiatWithdrawal> = { isOpen: () => true, compare: newestFirst };

export const NO_FIAT_WITHDRAWALS: VersionedState<FiatWithdrawal> = { open: [], finished: new Map() };

/** The user's fiat withdrawals by id, newest first: a snapshot replaces them, an update upserts by `version` (stale ones dropped). */
export function applyFiatWithdrawals(
  state: VersionedState<FiatWithdrawal>,
  msg: VersionedMsg<FiatWithdrawal>,
): VersionedState<FiatWithdrawal> {
  return applyVersionedRows(FIAT_RULES, state, msg);
}
