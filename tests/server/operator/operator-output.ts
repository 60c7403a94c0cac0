/** Runs the operator command in-process (server/operator/run.ts) and keeps what it printed. */
import type { Kysely } from 'kysely';
import { runOperator } from '../../../server/operator/run';
import type { Database } from '../../../server/store/schema';

export interface OperatorRun {
  code: number;
  out: string[];
  err: string[];
}

export async function operator(db: Kysely<Database>, now: number, ...argv: string[]): Promise<OperatorRun> {
  const run: OperatorRun = { code: -1, out: [], err: [] };
  run.code = await runOperator(argv, { db, now: () => now, out: (l) => void run.out.push(l) }, (l) => void run.err.push(l));
  return run;
}
