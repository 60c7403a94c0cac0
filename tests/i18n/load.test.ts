import { describe, expect, it } from 'vitest';
import { EN_US } from '../../src/i18n/en-us';
import { LANGS } from '../../src/i18n/langs';
import { loadLanguage } from '../../src/i18n/load';
import { NAMESPACES } from '../../src/i18n/namespaces';

describe('loadLanguage', () => {
  it.each(LANGS)('loads every namespace of %s', async (lang) => {
    const bundle = await loadLanguage(lang);
    expect(Object.keys(bundle).sort()).toEqual([...NAMESPACES].sort());
  });

  it('bundles every namespace in English', () => {
    expect(Object.keys(EN_US).sort()).toEqual([...NAMESPACES].sort());
  });
});
