import type { Deposit } from '@contract/wallet';
import { applyVersionedRows, type VersionedMsg, type VersionedRules, type VersionedState } from './versioned-rows';

/** Ids are decimal integers as strings: a longer one is larger. */
const compareIds = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
const newestFirst = (a: Deposit, b: Deposit) => b.createdAt - a.createdAt || compareIds(b.id, a.id);

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
