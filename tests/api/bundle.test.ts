import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * contract/ holds request schemas (typebox: the server's validation) and a few plain modules both sides run on purpose:
 * the languages and the amount/price formatter the server uses to write a price into a page shell as the client does.
 */
const SHARED_VALUE_MODULES = /^contract\/(langs\.ts|decimal-parts\.ts|format\/)/;

describe('the api bundle', () => {
  it('takes only types and the shared display modules from contract/, so the server’s validation code never ships to the phone', async () => {
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
    expect(inputs.filter((f) => f.includes('@sinclair/typebox'))).toEqual([]);
    expect(inputs.filter((f) => f.startsWith('contract/') && !SHARED_VALUE_MODULES.test(f))).toEqual([]);
    expect(inputs).toContain('src/api/http.ts');
  });

  it('leaves the validation library out of the whole client, streams and screens included', async () => {
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: ['src/main.tsx'],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: 'out',
      write: false,
      metafile: true,
      logLevel: 'silent',
      loader: { '.woff2': 'file', '.png': 'file', '.svg': 'file', '.webp': 'file' },
      define: { 'process.env.BRAND': '"default"', 'process.env.NODE_ENV': '"production"' },
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('src/streams/parse-message.ts');
    expect(inputs.filter((f) => f.includes('@sinclair/typebox'))).toEqual([]);
  });
});
