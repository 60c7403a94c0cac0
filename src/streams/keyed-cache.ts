/**
 * One observable per key, built on first use, so every caller of get…$(symbol) shares one feed.
 * Entries are kept: an idle feed holds no subscription (its share resets after the grace), only the
 * observable object itself, and the keys are bounded by the symbols and intervals of the market.
 */
export function keyedCache<K, V>(build: (key: K) => V, keyOf: (key: K) => string = String): (key: K) => V {
  const cache = new Map<string, V>();
  return (key) => {
    const id = keyOf(key);
    let value = cache.get(id);
    if (value === undefined) {
      value = build(key);
      cache.set(id, value);
    }
    return value;
  };
}
