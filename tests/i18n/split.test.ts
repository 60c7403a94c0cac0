import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/langs';
import { NAMESPACES } from '../../src/i18n/namespaces';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('language chunks', () => {
  it('esbuild splits every locale file into its own lazily loaded chunk', async () => {
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: ['src/i18n/load.ts'],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: 'out',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const entry = Object.values(result.metafile.outputs).find((o) => o.entryPoint === 'src/i18n/load.ts')!;
    const lazy = new Set(entry.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path));
    const chunkOf = (file: string) =>
      Object.entries(result.metafile.outputs).find(([out, o]) => lazy.has(out) && Object.keys(o.inputs).includes(file));
    for (const lang of LANGS.filter((l) => l !== 'en_us')) {
      for (const ns of NAMESPACES) expect(chunkOf(`locales/${lang}/${ns}.json`), `${lang}/${ns}`).toBeDefined();
    }
    // a language's text is not in the entry: only English is bundled
    expect(Object.keys(entry.inputs).filter((f) => f.startsWith('locales/') && !f.startsWith('locales/en_us/'))).toEqual([]);
  });
});
