import { afterEach, describe, expect, it, vi } from 'vitest';

/** A document that records each cookie written (node has none). */
function recordingDocument() {
  const written: string[] = [];
  vi.stubGlobal('document', {
    documentElement: { lang: '' },
    set cookie(value: string) {
      written.push(value);
    },
  });
  return written;
}

async function freshApp(storedLang?: string) {
  vi.resetModules();
  const { localStore } = await import('../../src/api/local-store');
  if (storedLang) localStore.set('LANG', storedLang);
  return import('../../src/i18n');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the lang cookie (LANG for the server)', () => {
  it('is written at start from LANG, site-wide and SameSite=Lax', async () => {
    const written = recordingDocument();
    const { initI18n } = await freshApp('de');
    await initI18n();
    expect(written.at(-1)).toMatch(/^lang=de; Path=\/; SameSite=Lax; Max-Age=\d+$/);
  });

  it('is written at start even when the stored language cannot be loaded now', async () => {
    const written = recordingDocument();
    const { initI18n } = await freshApp('fr');
    const load = await import('../../src/i18n/load');
    vi.spyOn(load, 'loadLanguage').mockRejectedValue(new Error('chunk failed'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await initI18n();
    expect(written.map((cookie) => cookie.split(';')[0])).toEqual(['lang=fr']);
  });

  it('follows each change of language, as LANG does', async () => {
    const written = recordingDocument();
    const { initI18n, changeLang } = await freshApp();
    await initI18n();
    await changeLang('tr');
    expect(written.at(-1)?.split(';')[0]).toBe('lang=tr');
  });
});
