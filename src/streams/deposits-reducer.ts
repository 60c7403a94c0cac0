import type { Deposit } from '@contract/wallet';
import { newestFirst } from './newest-first';
import { applyVersionedRows, type VersionedMsg, type VersionedRules, type VersionedState } from './versioned-rows';

/**
 * Every deposit stays listed, unlocked ones too (the snapshot carries the latest 20 with those still confirming,
 * docs/protocol.md): a deposit never "finishes" out of the list, it only stops changing.
 */
const DEPOSIT_RULES: VersionedRules<Deposit> = { isOpen: () => true, compare: newestFirst };

export const NO_DEPOSITS: VersionedState<Deposit> = { open: [], finished: new Map() };

/** The user's deposits by id, newest first: a snapshot replaces them, an update upserts by `version` (stale ones dropped). */
export function applyDeposits(state: VersionedState<Deposit>, msg: VersionedMsg<Deposit>): VersionedState<Deposit> {
  return applyVersionedRows(DEPOSIT_RULES, state, msg);
}
