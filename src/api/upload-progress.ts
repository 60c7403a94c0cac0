import { Observable } from 'rxjs';
import { readEnvelope } from './envelope';
import { ApiError } from './errors';
import { API_BASE, REQUEST_TIMEOUT_MS } from './http';
import { withErrorToast } from './notify';
import type { UploadResult } from './shapes';
import { getLocaleHeader, getToken } from './storage';

/** How far an upload is: bytes sent so far, then the server's answer. */
export type UploadEvent<T> = { kind: 'progress'; loaded: number; total: number } | { kind: 'done'; result: T };

/**
 * upload$ with progress: fetch cannot report how much of a request body has been sent, so this one call uses
 * XMLHttpRequest's upload events. Same contract as upload$ otherwise: cold, unsubscribing aborts, the envelope
 * unwrapped by readEnvelope, never retried, failures through the one error-to-toast path (and its 401 rule).
 */
export function uploadWithProgress$<T>(path: string, form: FormData): Observable<UploadEvent<T>> {
  return new Observable<UploadEvent<T>>((subscriber) => {
    const xhr = new XMLHttpRequest();
    const sentWith = getToken();
    xhr.open('POST', API_BASE + path);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('locale', getLocaleHeader());
    if (sentWith) xhr.setRequestHeader('Authorization', sentWith);
    xhr.upload.onprogress = (event) => subscriber.next({ kind: 'progress', loaded: event.loaded, total: event.total });
    xhr.onload = () => {
      const answer = new Response(xhr.responseText, { status: xhr.status, headers: { 'Content-Type': 'application/json' } });
      readEnvelope<T>(answer, () => getToken() !== sentWith).then(
        (result) => {
          subscriber.next({ kind: 'done', result });
          subscriber.complete();
        },
        (err: unknown) => subscriber.error(err),
      );
    };
    xhr.onerror = () => subscriber.error(new ApiError('network', 0, 0, ''));
    xhr.ontimeout = () => subscriber.error(new ApiError('timeout', 0, 0, ''));
    xhr.send(form);
    return () => xhr.abort();
  }).pipe(withErrorToast<UploadEvent<T>>());
}

/** common/upload with progress: png, jpeg or webp up to the server's cap, answered with the stored file's url. */
export function uploadImage$(file: File): Observable<UploadEvent<UploadResult>> {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress$('common/upload', form);
}
