/**
 * Runs a describe block on SQLite and on PostgreSQL:
 *
 *   describe.each(BACKENDS)('ledger on $name', ({ name }) => {
 *     const ctx = useTestContext(name);          // a fresh context (and database) per test
 *     it('…', async () => { await ctx().ledger… });
 *   });
 *
 * PostgreSQL gets a throwaway cluster per describe block; without the binaries its tests are
 * skipped with the reason, and in CI (CI=true) they fail instead.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestContext, type TestContext, type TestContextOptions } from './context';
import { startPostgres, type RunningPostgres } from './postgres';

export type BackendName = 'sqlite' | 'postgres';
export const BACKENDS: readonly { name: BackendName }[] = [{ name: 'sqlite' }, { name: 'postgres' }];

export function useTestContext(backend: BackendName, opts: TestContextOptions = {}): () => TestContext {
  let cluster: RunningPostgres | { skip: string } | null = null;
  let firstDatabaseUsed = false;
  let current: TestContext | null = null;

  beforeAll(async () => {
    if (backend !== 'postgres') return;
    cluster = await startPostgres();
    if ('skip' in cluster) console.warn(`PostgreSQL tests skipped: ${cluster.skip}`);
  });
  afterAll(async () => {
    if (cluster && 'stop' in cluster) await cluster.stop();
  });
  beforeEach(async (test) => {
    if (cluster && 'skip' in cluster) return test.skip(cluster.skip);
    let databaseUrl: string | undefined;
    if (cluster) {
      databaseUrl = firstDatabaseUsed ? await cluster.newDatabase() : cluster.url;
      firstDatabaseUsed = true;
    }
    current = await createTestContext({ ...opts, ...(databaseUrl ? { databaseUrl } : {}) });
  });
  afterEach(async () => {
    await current?.close();
    current = null;
  });
  return () => {
    if (!current) throw new Error('useTestContext: the context exists only inside a test');
    return current;
  };
}
