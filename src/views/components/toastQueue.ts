import { concat, map, mergeMap, of, scan, timer, type Observable } from 'rxjs';
import type { Toast } from '../../api/notify';

export const TOAST_TTL_MS = 3_000;
/** Older toasts give way so a burst of errors never covers the screen. */
export const MAX_VISIBLE_TOASTS = 3;

type ToastEvent = { add: Toast } | { remove: number };

/** Turns the api toast stream into the list currently on screen; each toast leaves after `ttlMs`. */
export function toToastList(toast$: Observable<Toast>, ttlMs = TOAST_TTL_MS): Observable<readonly Toast[]> {
  return toast$.pipe(
    mergeMap((toast) => concat(of<ToastEvent>({ add: toast }), timer(ttlMs).pipe(map((): ToastEvent => ({ remove: toast.id }))))),
    scan(
      (list: readonly Toast[], event: ToastEvent) =>
        'add' in event ? [...list, event.add].slice(-MAX_VISIBLE_TOASTS) : list.filter((toast) => toast.id !== event.remove),
      [],
    ),
  );
}
