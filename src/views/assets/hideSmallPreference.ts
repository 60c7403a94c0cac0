import { useState } from 'react';
import { localStore } from '../../api/local-store';

/** Local storage key of the "hide small balances" switch, so the choice survives a reload. */
export const HIDE_SMALL_KEY = 'HIDE_SMALL_BALANCES';

export function useHideSmallBalances(): [boolean, (hide: boolean) => void] {
  const [hide, setHide] = useState(() => localStore.get(HIDE_SMALL_KEY) === '1');
  const change = (next: boolean) => {
    localStore.set(HIDE_SMALL_KEY, next ? '1' : '0');
    setHide(next);
  };
  return [hide, change];
}
