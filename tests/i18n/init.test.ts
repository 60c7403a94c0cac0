import { afterEach, describe, expect, it, vi } from 'vitest';

/** Each test starts a fresh app: new i18n instance, empty storage (node: the memory store). */
async function freshApp(storedLang?: string) {
  vi.resetModules();
  const { localStore } = await import('../../src/api/local-store');
  if (storedLang) localStore.set('LANG', storedLang);
  const i18nModule = await import('../../src/i18n');
  return { ...i18nModule, localStore };
}

afterEach(() => vi.restoreAllMocks());

describe('initI18n', () => {
  it('starts in English when nothing is stored, and remembers it', async () => {
    const { initI18n, localStore } = await freshApp();
    const i18n = await initI18n();
    expect(i18n.language).toBe('en_us');
    expect(i18n.t('common.sessionExpired')).toBe('Login status expired, please log in again!');
    expect(localStore.get('LANG')).toBe('en_us');
  });

  it('starts in the stored language, already loaded for the first paint', async () => {
    const { initI18n } = await freshApp('de');
    const i18n = await initI18n();
    expect(i18n.language).toBe('de');
    expect(i18n.t('common.cancel')).toBe('Abbrechen');
  });

  it('resets a stored zh to English', async () => {
    const { initI18n, localStore } = await freshApp('zh');
    expect((await initI18n()).language).toBe('en_us');
    expect(localStore.get('LANG')).toBe('en_us');
  });

  it('starts in English, saying so, when the stored language cannot be loaded', async () => {
    const { initI18n, localStore } = await freshApp('fr');
    const load = await import('../../src/i18n/load');
    vi.spyOn(load, 'loadLanguage').mockRejectedValue(new Error('chunk failed'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await initI18n();
    expect(i18n.language).toBe('en_us');
    expect(i18n.t('common.retry')).toBe('Retry');
    expect(logged).toHaveBeenCalledOnce();
    expect(localStore.get('LANG')).toBe('fr');
  });
});

describe('changeLang', () => {
  it('may run before initI18n, which starts only once', async () => {
    const { initI18n, changeLang } = await freshApp();
    const [first, second] = [initI18n(), initI18n()];
    expect(first).toBe(second);
    await changeLang('zh_hk');
    expect((await first).t('common.refresh')).toBe('刷新');
  });

  it('rejects when the language cannot be fetched, staying in the current one', async () => {
    const { initI18n, changeLang, localStore } = await freshApp();
    const i18n = await initI18n();
    const load = await import('../../src/i18n/load');
    vi.spyOn(load, 'loadLanguage').mockRejectedValue(new Error('offline'));
    await expect(changeLang('de')).rejects.toThrow('offline');
    expect(i18n.language).toBe('en_us');
    expect(localStore.get('LANG')).toBe('en_us');
  });

  it('loads a language once, switches to it and stores it', async () => {
    const { initI18n, changeLang, localStore } = await freshApp();
    const i18n = await initI18n();
    await changeLang('jp');
    expect(i18n.t('common.retry')).toBe('再試行');
    expect(localStore.get('LANG')).toBe('jp');
    await changeLang('tr');
    expect(i18n.t('common.retry')).toBe('Tekrar dene');
    await changeLang('jp');
    expect(i18n.t('common.retry')).toBe('再試行');
  });

  it('falls back to English for a key a language lacks', async () => {
    const { initI18n, changeLang } = await freshApp();
    const i18n = await initI18n();
    await changeLang('kr');
    i18n.addResourceBundle('en_us', 'translation', { common: { onlyInEnglish: 'English only' } }, true, true);
    expect(i18n.t('common.onlyInEnglish' as 'common.retry')).toBe('English only');
  });
});

describe("English's lazy rest", () => {
  afterEach(() => vi.doUnmock('../../src/i18n/en-us-rest'));

  it.each(['en_us', 'de'])('is in before initI18n resolves (stored %s), so the first render never shows a raw key', async (stored) => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    vi.doMock('../../src/i18n/en-us-rest', async (real) => {
      await gate;
      return real();
    });
    const { initI18n, i18n } = await freshApp(stored);
    // held back until i18next itself is ready: from then on only the rest is missing
    i18n.on('initialized', () => open());
    const merged = await initI18n().then(() => i18n.getResource('en_us', 'translation', 'assets.title') as unknown);
    expect(merged).toBe('Assets');
  });

  it('does not stop the app from starting when it cannot be fetched (a phone offline at start), and says so', async () => {
    vi.doMock('../../src/i18n/en-us-rest', () => Promise.reject(new Error('chunk failed')));
    const { initI18n } = await freshApp();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await initI18n();
    expect(i18n.t('common.retry')).toBe('Retry');
    expect(logged).toHaveBeenCalled();
  });
});
