// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  localStorage.clear();
});

describe('localStore', () => {
  it('writes through to the browser’s localStorage, so a reload keeps the session', async () => {
    const { localStore } = await import('../../src/api/local-store');
    localStore.set('TOKEN', 'abc');
    expect(localStorage.getItem('TOKEN')).toBe('abc');
    localStore.remove('TOKEN');
    expect(localStorage.getItem('TOKEN')).toBeNull();
  });

  it('falls back to memory when the browser refuses storage (private mode)', async () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      getItem: () => null,
      removeItem: () => undefined,
    });
    const { localStore } = await import('../../src/api/local-store');
    localStore.set('LANG', 'de');
    expect(localStore.get('LANG')).toBe('de');
  });
});
