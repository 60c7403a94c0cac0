import { afterEach, describe, expect, it } from 'vitest';
import { localStore } from '../../src/api/local-store';
import {
  clearToken,
  getCollected,
  getLang,
  getLocaleHeader,
  getNavTitle,
  getToken,
  setCollected,
  setLang,
  setNavTitle,
  setToken,
  STORAGE_KEYS,
  token$,
} from '../../src/api/storage';

afterEach(() => Object.values(STORAGE_KEYS).forEach((key) => localStore.remove(key)));

describe('storage', () => {
  it('uses the spec’s key names', () => {
    expect(STORAGE_KEYS).toEqual({ token: 'TOKEN', lang: 'LANG', navTitle: 'NAV_TITLE', collected: 'COLLECTED_LIST' });
  });

  it('keeps the token and replays the latest one to a late subscriber', () => {
    setToken('abc');
    expect(localStore.get('TOKEN')).toBe('abc');
    const seen: (string | null)[] = [];
    const subscription = token$.subscribe((t) => seen.push(t));
    clearToken();
    setToken('def');
    subscription.unsubscribe();
    expect(seen).toEqual(['abc', null, 'def']);
    expect(getToken()).toBe('def');
    clearToken();
    expect(localStore.get('TOKEN')).toBeNull();
  });

  it('defaults the language to en_us and remembers a chosen one', () => {
    expect(getLang()).toBe('en_us');
    setLang('kr');
    expect(getLang()).toBe('kr');
    expect(localStore.get('LANG')).toBe('kr');
  });

  it('resets a stored zh to en_us, and ignores unknown codes', () => {
    localStore.set('LANG', 'zh');
    expect(getLang()).toBe('en_us');
    expect(localStore.get('LANG')).toBe('en_us');
    localStore.set('LANG', 'xx');
    expect(getLang()).toBe('en_us');
  });

  it('sends the stored language in the header, zh when none is stored (spec 7)', () => {
    expect(getLocaleHeader()).toBe('zh');
    setLang('fr');
    expect(getLocaleHeader()).toBe('fr');
  });

  it('keeps favourites, and reads a damaged list as empty', () => {
    expect(getCollected()).toEqual([]);
    setCollected(['BTCUSDT', 'ETHUSDT']);
    expect(getCollected()).toEqual(['BTCUSDT', 'ETHUSDT']);
    localStore.set('COLLECTED_LIST', '{not json');
    expect(getCollected()).toEqual([]);
    localStore.set('COLLECTED_LIST', '["BTCUSDT", 3]');
    expect(getCollected()).toEqual(['BTCUSDT']);
  });

  it('keeps the navigation title key', () => {
    expect(getNavTitle()).toBeNull();
    setNavTitle('market.title');
    expect(getNavTitle()).toBe('market.title');
  });
});
