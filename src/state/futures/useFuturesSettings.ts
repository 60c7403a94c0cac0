import { useCallback, useEffect, useRef, useState } from 'react';
import { NEVER, switchMap, type Subscription } from 'rxjs';
import type { FuturesSettings, MarginMode } from '@contract/futures';
import { fetchFuturesSettings$, setLeverage$, setMarginMode$ } from '../../api/contract';
import { token$ } from '../../api/storage';
import { useRemoteData, type RemoteData } from '../remote';

export interface FuturesSettingsControl {
  settings: RemoteData<FuturesSettings>;
  reload: () => void;
  /** the change in flight; its refusal (409 while a position or order is open) is toasted by the api layer */
  saving: boolean;
  setLeverage: (leverage: number, onDone?: () => void) => void;
  setMarginMode: (marginMode: MarginMode) => void;
}

/** The user's leverage and margin mode of one perpetual (contract/settings, asked again on sign-in) and the calls that change them. */
export function useFuturesSettings(symbol: string): FuturesSettingsControl {
  // signed out there are no settings to ask for (a 401 would end a session that does not exist)
  const [settings, reload] = useRemoteData(() => token$.pipe(switchMap((token) => (token ? fetchFuturesSettings$(symbol) : NEVER))));
  const [saving, setSaving] = useState(false);
  const inFlight = useRef<Subscription | null>(null);
  useEffect(() => () => inFlight.current?.unsubscribe(), []);
  const save = useCallback((change: () => Subscription) => {
    inFlight.current?.unsubscribe();
    setSaving(true);
    inFlight.current = change();
  }, []);
  const settle = { error: () => setSaving(false), complete: () => setSaving(false) };
  return {
    settings,
    reload,
    saving,
    setLeverage: (leverage, onDone) =>
      save(() =>
        setLeverage$({ symbol, leverage }).subscribe({
          ...settle,
          next: () => {
            reload();
            onDone?.();
          },
        }),
      ),
    setMarginMode: (marginMode) => save(() => setMarginMode$({ symbol, marginMode }).subscribe({ ...settle, next: reload })),
  };
}
