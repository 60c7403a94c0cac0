/**
 * Multi-row INSERTs of the engine's hot batch writes (orders, trades, journal, ledger rows of a
 * group commit) as one precompiled statement per table and row count. Kysely builds a frozen query
 * tree of every value and compiles it again on each call, which cost a fifth of a group commit's
 * time; these statements are plain parameter lists, their SQL text made once and reused (the same
 * string, so the SQLite statement cache finds it without rehashing). Identifiers come from code,
 * never from input.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import { powerOfTwoBatches } from './batches';
import { isPostgres } from './dialect';
import type { Database } from './schema';

export interface InsertOptions {
  /** ON CONFLICT target and the columns to take from the new row, e.g. upserting a balance */
  onConflict?: { columns: readonly string[]; update: readonly string[] };
}

/** Rows per statement at most (power-of-two batches, see batches.ts). */
const MAX_ROWS = 512;

const texts = new Map<string, string>();

export async function insertRows<T extends object>(
  db: Kysely<Database>,
  table: keyof Database,
  rows: readonly T[],
  options: InsertOptions = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const postgres = isPostgres(db);
  for (const batch of powerOfTwoBatches(rows, Math.min(MAX_ROWS, Math.floor(30_000 / columns.length)))) {
    const params: unknown[] = [];
    for (const row of batch) for (const column of columns) params.push((row as Record<string, unknown>)[column] ?? null);
    await db.executeQuery(CompiledQuery.raw(statementText(table, columns, batch.length, postgres, options), params));
  }
}

function statementText(table: string, columns: readonly string[], count: number, postgres: boolean, options: InsertOptions): string {
  const conflict = options.onConflict;
  const key = `${table}|${columns.join(',')}|${count}|${postgres}|${conflict ? `${conflict.columns.join(',')}>${conflict.update.join(',')}` : ''}`;
  let text = texts.get(key);
  if (text === undefined) {
    let n = 0;
    const tuple = () => `(${columns.map(() => (postgres ? `$${++n}` : '?')).join(', ')})`;
    const values = Array.from({ length: count }, tuple).join(', ');
    text = `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${values}`;
    if (conflict)
      text += ` on conflict (${conflict.columns.map(quote).join(', ')}) do update set ${conflict.update.map((c) => `${quote(c)} = excluded.${quote(c)}`).join(', ')}`;
    texts.set(key, text);
  }
  return text;
}

const quote = (identifier: string): string => `"${identifier}"`;
