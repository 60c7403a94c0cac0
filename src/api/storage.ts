import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import { DEFAULT_LANG, isLang, type Lang } from '../i18n/langs';
import { localStore } from './local-store';

/** Local storage keys as the spec names them. */
export const STORAGE_KEYS = { token: 'TOKEN', lang: 'LANG', navTitle: 'NAV_TITLE', collected: 'COLLECTED_LIST' } as const;

const token = new BehaviorSubject<string | null>(localStore.get(STORAGE_KEYS.token));

/** The current token; replays the latest value to every subscriber. */
export const token$: Observable<string | null> = token.pipe(distinctUntilChanged());

export function getToken(): string | null {
  return token.value;
}

export function setToken(t: string): void {
  localStore.set(STORAGE_KEYS.token, t);
  token.next(t);
}

export function clearToken(): void {
  localStore.remove(STORAGE_KEYS.token);
  token.next(null);
}

/** The stored language; a stored `zh` (an old, ambiguous value) is reset to en_us (spec 9). */
export function getLang(): Lang {
  const stored = localStore.get(STORAGE_KEYS.lang);
  if (stored === 'zh') setLang(DEFAULT_LANG);
  return isLang(stored) ? stored : DEFAULT_LANG;
}

export function setLang(l: Lang): void {
  localStore.set(STORAGE_KEYS.lang, l);
}

/** The raw stored language for the `locale` request header, whose fallback is `zh` (spec 7, 9). */
export function getLocaleHeader(): string {
  return localStore.get(STORAGE_KEYS.lang) ?? 'zh';
}

/** Favourite symbols. A damaged value reads as no favourites rather than breaking the market page. */
export function getCollected(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStore.get(STORAGE_KEYS.collected) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function setCollected(ids: string[]): void {
  localStore.set(STORAGE_KEYS.collected, JSON.stringify(ids));
}

/** The translation key of the last page title, kept for the navigation bar. */
export function getNavTitle(): string | null {
  return localStore.get(STORAGE_KEYS.navTitle);
}

export function setNavTitle(key: string): void {
  localStore.set(STORAGE_KEYS.navTitle, key);
}
