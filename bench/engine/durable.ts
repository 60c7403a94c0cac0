/**
 * Durable spot throughput: the SpotService on SQLite, one client at a time and with many clients
 * in flight (group commit), and on PostgreSQL in a throwaway cluster like the store tests use
 * (skipped, with the reason printed, when its binaries are missing).
 */
import { startPostgres } from '../../tests/server/helpers/postgres';
import { driveService, type ServiceSummary } from './service-bench';
import { generateWorkload } from './workload';

/** Callers each keeping one command in flight, as many HTTP clients would. */
export const CLIENTS = 256;
const COMMANDS = 20_000;
const ONE_CLIENT_COMMANDS = 5_000;
const WARM_UP_COMMANDS = 10_000;

export interface DurableResults {
  sqliteOneClient: ServiceSummary;
  sqlite: ServiceSummary;
  postgres: ServiceSummary | { skip: string };
}

export async function runDurable(seed: number): Promise<DurableResults> {
  const sqliteOneClient = await driveService(generateWorkload(seed, ONE_CLIENT_COMMANDS), { clients: 1 });
  // warm-up, not reported: the group-commit path under load, on a throwaway database, so the JIT has settled as in a
  // running server (the in-memory book bench warms up likewise); the first such run is about a tenth slower
  await driveService(generateWorkload(seed + 1, WARM_UP_COMMANDS), { clients: CLIENTS });
  const sqlite = await driveService(generateWorkload(seed, COMMANDS), { clients: CLIENTS });
  return { sqliteOneClient, sqlite, postgres: await onPostgres(seed) };
}

async function onPostgres(seed: number): Promise<ServiceSummary | { skip: string }> {
  let cluster: Awaited<ReturnType<typeof startPostgres>>;
  try {
    cluster = await startPostgres();
  } catch (err) {
    return { skip: (err as Error).message };
  }
  if ('skip' in cluster) return cluster;
  try {
    return await driveService(generateWorkload(seed, COMMANDS), { clients: CLIENTS, databaseUrl: cluster.url });
  } finally {
    await cluster.stop();
  }
}
