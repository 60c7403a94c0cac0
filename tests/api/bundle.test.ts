import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the api bundle', () => {
  it('takes only types from contract/, so the server’s validation code never ships to the phone', async () => {
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: ['src/api/index.ts'],
      bundle: true,
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
      define: { 'process.env.BRAND': '"default"' },
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((f) => f.includes('@sinclair/typebox') || f.startsWith('contract/'))).toEqual([]);
    expect(inputs).toContain('src/api/http.ts');
  });
});
