import { localStore, type KeyValueStore } from '../../api/local-store';

/** The announcements this phone has opened (docs/help-and-tickets.md): kept locally only, the newest 200. */
export const READ_ANNOUNCEMENTS_KEY = 'READ_ANNOUNCEMENTS';
const KEEP = 200;

export function readAnnouncementIds(store: KeyValueStore = localStore): ReadonlySet<number> {
  try {
    const parsed: unknown = JSON.parse(store.get(READ_ANNOUNCEMENTS_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id)) : []);
  } catch {
    return new Set();
  }
}

export function markAnnouncementRead(id: number, store: KeyValueStore = localStore): void {
  const ids = [...readAnnouncementIds(store)].filter((known) => known !== id);
  ids.push(id);
  store.set(READ_ANNOUNCEMENTS_KEY, JSON.stringify(ids.slice(-KEEP)));
}
