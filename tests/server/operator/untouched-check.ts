/**
 * Runs every action of an operator registry with each argument set it could be given, and reports the money tables any
 * of them changed (tests/server/operator/operator-untouched.test.ts).
 */
import type { Kysely } from 'kysely';
import { DECISION_COLUMNS, MONEY_TABLES } from '../../../server/operator/money-tables';
import { runOperator } from '../../../server/operator/run';
import type { OperatorAction, OperatorArea } from '../../../server/operator/types';
import type { Database } from '../../../server/store/schema';

/** ids that exist in the fixture and one that does not */
const IDS = ['1', '2', '3', '999999'];

/** Every money table, each row as JSON (decision columns left out), in a stable order. */
export async function moneySnapshot(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const existing = new Set((await db.introspection.getTables()).map((t) => t.name));
  const snapshot: Record<string, string[]> = {};
  for (const table of MONEY_TABLES.filter((t) => existing.has(t))) {
    const skip = new Set<string>(DECISION_COLUMNS[table] ?? []);
    const rows = await anyDb.selectFrom(table).selectAll().execute();
    snapshot[table] = rows.map((r) => JSON.stringify(Object.entries(r).filter(([k]) => !skip.has(k)))).sort();
  }
  return snapshot;
}

function argumentSets(action: OperatorAction): string[][] {
  const flags = (action.flags ?? []).flatMap((f) => [`--${f}`, 'operator test reason']);
  let sets: string[][] = [[]];
  for (const param of action.params) {
    const values = param === 'id' ? IDS : ['operator test reply'];
    sets = sets.flatMap((set) => values.map((v) => [...set, v]));
  }
  return sets.map((set) => [...set, ...flags]);
}

export interface RunReport {
  /** "area action args…" of every run, with its exit code */
  runs: string[];
  /** "area action args…: table" for every money table a run changed */
  changed: string[];
}

export async function runEveryAction(db: Kysely<Database>, areas: Readonly<Record<string, OperatorArea>>, now: number): Promise<RunReport> {
  const report: RunReport = { runs: [], changed: [] };
  for (const [area, actions] of Object.entries(areas)) {
    for (const [name, action] of Object.entries(actions)) {
      for (const args of argumentSets(action)) {
        const before = await moneySnapshot(db);
        const argv = [area, name, ...args];
        const code = await runOperator(argv, { db, now: () => now, out: () => undefined }, () => undefined, areas);
        report.runs.push(`${argv.join(' ')} → ${code}`);
        const after = await moneySnapshot(db);
        for (const table of Object.keys(before)) {
          if (JSON.stringify(before[table]) !== JSON.stringify(after[table])) report.changed.push(`${argv.join(' ')}: ${table}`);
        }
      }
    }
  }
  return report;
}
