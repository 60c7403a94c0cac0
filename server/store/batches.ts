/**
 * Rows of a multi-row statement in batches whose sizes are powers of two (largest first), at most
 * `max`. Each row count is its own SQL text, and so its own prepared statement: with a handful of
 * sizes the statement cache (statement-cache.ts) holds every one of them, where one batch per
 * exact count would prepare a new statement for almost every group commit.
 */
export function* powerOfTwoBatches<T>(rows: readonly T[], max: number): Generator<T[]> {
  let size = 1;
  while (size * 2 <= max) size *= 2;
  let i = 0;
  while (i < rows.length) {
    while (size > rows.length - i) size /= 2;
    yield rows.slice(i, i + size);
    i += size;
  }
}
