import { defer, finalize, from, throwError, timeout, type Observable } from 'rxjs';
import { readEnvelope } from './envelope';
import { ApiError } from './errors';
import { withErrorToast } from './notify';
import { withRetry } from './retry';
import { getLocaleHeader, getToken } from './storage';

export const API_BASE = '/api/xb/v1/';
export const REQUEST_TIMEOUT_MS = 50_000;

export interface RequestOptions {
  /** Safe to send twice: a read, or a write with a client id (see docs/api.md). Only these retry. */
  idempotent?: boolean;
  timeoutMs?: number;
  /** Failures the caller shows in its own way (e.g. a "not listed" state), so they are not toasted too. */
  shownByCaller?: (err: unknown) => boolean;
}

/** For the domain modules: reads are always safe to repeat. */
export const READ: Readonly<RequestOptions> = Object.freeze({ idempotent: true });

interface Payload {
  body: BodyInit;
  headers?: Record<string, string>;
}

/**
 * One try of one call, cold: nothing is sent before subscribe, and unsubscribing (by the caller,
 * by `timeout`, or by a `switchMap` moving on) aborts the fetch. Headers are read at subscribe
 * time, so a retry or a later subscription sends the current token and language.
 */
function send$<T>(path: string, payload: Payload, timeoutMs: number): Observable<T> {
  return defer(() => {
    const controller = new AbortController();
    const sentWith = getToken();
    const headers: Record<string, string> = { ...payload.headers, locale: getLocaleHeader() };
    if (sentWith) headers.Authorization = sentWith;
    const answer = fetch(API_BASE + path, { method: 'POST', body: payload.body, headers, signal: controller.signal }).then(
      (res) => readEnvelope<T>(res, () => getToken() !== sentWith),
      () => Promise.reject(new ApiError('network', 0, 0, '')),
    );
    return from(answer).pipe(
      timeout({ first: timeoutMs, with: () => throwError(() => new ApiError('timeout', 0, 0, '')) }),
      // after an answer this abort is a no-op; before one it cancels the request in the browser
      finalize(() => controller.abort()),
    );
  });
}

/** POST /api/xb/v1/<path> with a JSON body, unwrapped to `data`; failures are toasted and rethrown. */
export function request$<T>(path: string, body: unknown = {}, opts: RequestOptions = {}): Observable<T> {
  const payload = { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
  return send$<T>(path, payload, opts.timeoutMs ?? REQUEST_TIMEOUT_MS).pipe(
    withRetry<T>({ idempotent: opts.idempotent ?? false }),
    withErrorToast<T>(opts.shownByCaller),
  );
}

/** Multipart POST (the browser sets the boundary header). An upload is a write without a client id: never retried. */
export function upload$<T>(path: string, form: FormData): Observable<T> {
  return send$<T>(path, { body: form }, REQUEST_TIMEOUT_MS).pipe(withErrorToast<T>());
}
