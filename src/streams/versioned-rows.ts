/**
 * Rows that carry a per-row `version` (orders, futures orders, positions; docs/protocol.md): the client keeps a state of
 * a row only if its version is greater than the one it already holds for that row, including a row it already removed
 * as finished, so a stale push never undoes a change or brings a finished row back.
 */
export interface VersionedRow {
  readonly id: string;
  readonly version: number;
}

export type VersionedMsg<R> = { readonly type: 'snapshot'; readonly data: readonly R[] } | { readonly type: 'update'; readonly data: R };

export interface VersionedState<R> {
  /** the rows still open, in the rules' order */
  readonly open: readonly R[];
  /** the last version seen of rows that finished, oldest first */
  readonly finished: ReadonlyMap<string, number>;
}

export interface VersionedRules<R> {
  /** false once the row is finished (an order filled or cancelled, a position closed) */
  isOpen(row: R): boolean;
  compare(a: R, b: R): number;
}

/**
 * Finished rows remembered. A push arrives late by a few frames at most (one waiting behind a
 * snapshot), never behind hundreds of later rows, so this bounds the memory without losing a guard.
 */
export const FINISHED_MEMORY = 500;

function remember(finished: ReadonlyMap<string, number>, row: VersionedRow): ReadonlyMap<string, number> {
  const next = new Map(finished);
  next.delete(row.id);
  next.set(row.id, row.version);
  for (const oldest of next.keys()) {
    if (next.size <= FINISHED_MEMORY) break;
    next.delete(oldest);
  }
  return next;
}

/** A state of a row is stale when a state with the same or a higher version was already seen. */
function isStale<R extends VersionedRow>(state: VersionedState<R>, row: R, held: R | undefined): boolean {
  const seen = held?.version ?? state.finished.get(row.id);
  return seen !== undefined && row.version <= seen;
}

/**
 * A snapshot replaces the open rows (minus any already seen finished); an update replaces the row with the same id,
 * adds a new one, and removes one that finished. A state whose version is not newer than the one seen for that row is
 * dropped. Unchanged input returns the same state.
 */
export function applyVersionedRows<R extends VersionedRow>(
  rules: VersionedRules<R>,
  state: VersionedState<R>,
  msg: VersionedMsg<R>,
): VersionedState<R> {
  if (msg.type === 'snapshot') {
    const open = msg.data.filter((row) => rules.isOpen(row) && !isStale(state, row, undefined)).sort(rules.compare);
    return { open, finished: state.finished };
  }
  const row = msg.data;
  const held = state.open.find((r) => r.id === row.id);
  if (isStale(state, row, held)) return state;
  const others = held ? state.open.filter((r) => r.id !== row.id) : state.open;
  if (rules.isOpen(row)) return { open: [...others, row].sort(rules.compare), finished: state.finished };
  return { open: others, finished: remember(state.finished, row) };
}
