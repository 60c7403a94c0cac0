import { describe, expect, it } from 'vitest';
import { EN_US_FIRST, loadEnglishRest } from '../../src/i18n/en-us';
import { LANGS } from '../../src/i18n/langs';
import { loadLanguage } from '../../src/i18n/load';
import { NAMESPACES } from '../../src/i18n/namespaces';

describe('loadLanguage', () => {
  it.each(LANGS)('loads every namespace of %s', async (lang) => {
    const bundle = await loadLanguage(lang);
    expect(Object.keys(bundle).sort()).toEqual([...NAMESPACES].sort());
  });

  it('has every namespace of English in exactly one of its parts: bundled with the entry, or the lazy rest', async () => {
    const first = Object.keys(EN_US_FIRST);
    const rest = Object.keys(await loadEnglishRest());
    expect([...first, ...rest].sort()).toEqual([...NAMESPACES].sort());
  });
});
