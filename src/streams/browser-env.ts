import { defer, fromEvent, map, merge, of, startWith, type Observable } from 'rxjs';
import { getLang } from '../api/storage';

/** `ws(s)://<this host>/ws?locale=<lang>`; read on every (re)connect so a language change applies. */
export function socketUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws?locale=${encodeURIComponent(getLang())}`;
}

/** navigator.onLine and its changes; always online where there is no window (Node). */
export const online$: Observable<boolean> = defer(() =>
  typeof window === 'undefined'
    ? of(true)
    : merge(fromEvent(window, 'online'), fromEvent(window, 'offline')).pipe(
        map(() => navigator.onLine),
        startWith(navigator.onLine),
      ),
);
