import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest starts the files that took longest last time first, but a fresh clone (CI) has no such record and starts the
 * largest files first, which put the walks over every route (small files, the longest runs) at the end, alone on one
 * worker. So the browser files go first, the layout walks first of all; vitest's own order stands within each group.
 */
const rank = (file: TestSpecification): number =>
  file.moduleId.includes('/tests/e2e/layout/') ? 0 : file.moduleId.includes('/tests/e2e/') ? 1 : 2;

class BrowserFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: vitest's order stays within a rank
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  resolve: { alias: { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) } },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: BrowserFirstSequencer },
  },
});
