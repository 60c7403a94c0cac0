/** The few operations the app needs from a key-value store. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}

/**
 * localStorage when the browser grants it, else memory. Safari's private mode and some in-app
 * browsers throw on access or on the first write; the app must still run (it then forgets on
 * reload). Under node there is no localStorage at all.
 */
function pickStore(): KeyValueStore {
  try {
    const storage = globalThis.localStorage;
    const probe = '__probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return {
      get: (key) => storage.getItem(key),
      set: (key, value) => storage.setItem(key, value),
      remove: (key) => storage.removeItem(key),
    };
  } catch {
    return memoryStore();
  }
}

export const localStore: KeyValueStore = pickStore();
