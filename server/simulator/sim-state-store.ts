/** Reads and writes of the simulator's table (sim_state). Writes take the running transaction. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../store/schema';
import type { SimState } from './sim-state';

type Reader = Kysely<Database> | Transaction<Database>;

export async function loadSimStates(db: Reader): Promise<Map<string, SimState>> {
  const rows = await db.selectFrom('sim_state').selectAll().execute();
  return new Map(
    rows.map((r) => [
      r.symbol,
      {
        symbol: r.symbol,
        tick: Number(r.tick),
        process: { logPrice: Number(r.log_price), rng: Number(r.process_rng) },
        botRng: Number(r.bot_rng),
      },
    ]),
  );
}

export async function saveSimStates(trx: Transaction<Database>, states: readonly SimState[], now: number): Promise<void> {
  for (const s of states) {
    const row = { tick: s.tick, log_price: String(s.process.logPrice), process_rng: s.process.rng, bot_rng: s.botRng, updated_at: now };
    await trx
      .insertInto('sim_state')
      .values({ symbol: s.symbol, ...row })
      .onConflict((oc) => oc.column('symbol').doUpdateSet(row))
      .execute();
  }
}
