import { STORAGE_KEYS } from '../../api/storage';

/** What "clear local data" keeps (docs/pages.md): the session and the chosen language, as the spec's LANG rule needs. */
export const KEPT_KEYS: readonly string[] = [STORAGE_KEYS.token, STORAGE_KEYS.lang];

/**
 * Removes everything this app stored on the device except KEPT_KEYS: favourites, read marks, theme, chart and
 * display preferences, the last page title, this visit's dismissals. Screens read these when they mount.
 */
export function clearLocalData(storage: Storage = localStorage, session: Storage = sessionStorage): void {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
  for (const key of keys) if (!KEPT_KEYS.includes(key)) storage.removeItem(key);
  session.clear();
}
