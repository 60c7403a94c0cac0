import { Subject, tap, type MonoTypeOperatorFunction, type Observable } from 'rxjs';
import { i18n } from '../i18n/instance';
import { ApiError, isSessionExpired } from './errors';
import { clearToken, token$ } from './storage';

export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'info';
  text: string;
}

const toasts = new Subject<Toast>();
let lastToastId = 0;

/** Every toast of the app; the layout's toast host shows them. */
export const toast$: Observable<Toast> = toasts.asObservable();

export function showToast(text: string, kind: Toast['kind'] = 'info'): void {
  toasts.next({ id: ++lastToastId, kind, text });
}

const expired = new Subject<void>();

/** Emits once per expiry burst; the layout navigates to /login. */
export const sessionExpired$: Observable<void> = expired.asObservable();

/**
 * Several calls usually fail together when a session ends (a page fires them in parallel), but
 * the user must see one toast and be sent to /login once. Announced stays true until a new token
 * is set, which starts a new session that may expire in turn.
 */
let announced = false;
// Lives as long as the app, like the token it watches: there is no moment to end it.
// eslint-disable-next-line rxjs-x/no-ignored-subscription
token$.subscribe((token) => {
  if (token !== null) announced = false;
});

function expireSession(err: ApiError): void {
  if (announced || err.staleSession) return;
  announced = true;
  showToast(i18n.t('common.sessionExpired'), 'error');
  clearToken();
  expired.next();
}

function messageOf(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.msg) return err.msg;
    if (err.kind === 'network') return i18n.t('common.networkError');
    if (err.kind === 'timeout') return i18n.t('common.timeout');
  }
  return i18n.t('common.requestFailed');
}

/** The one error-to-toast path: the 401 rule, else the server's message (or a translated fallback). */
export function reportError(err: unknown): void {
  if (isSessionExpired(err)) expireSession(err);
  else showToast(messageOf(err), 'error');
}

/**
 * Toasts a failure and still passes it on, so a form can react to it too. A failure the caller
 * shows itself is not toasted, but an expired session always follows the 401 rule.
 */
export function withErrorToast<T>(shownByCaller: (err: unknown) => boolean = () => false): MonoTypeOperatorFunction<T> {
  return tap({
    error: (err: unknown) => {
      if (isSessionExpired(err) || !shownByCaller(err)) reportError(err);
    },
  });
}
