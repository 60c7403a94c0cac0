import { useCallback, useMemo, useState } from 'react';
import { getCollected, setCollected } from '../../api/storage';

/** The starred symbols, persisted in COLLECTED_LIST; the toggle is stable so memoized rows keep it. */
export function useFavourites(): [ReadonlySet<string>, (symbol: string) => void] {
  const [list, setList] = useState(getCollected);
  const toggle = useCallback((symbol: string) => {
    const current = getCollected();
    const next = current.includes(symbol) ? current.filter((s) => s !== symbol) : [...current, symbol];
    setCollected(next);
    setList(next);
  }, []);
  return [useMemo(() => new Set(list), [list]), toggle];
}
