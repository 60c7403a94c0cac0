import type { Observable } from 'rxjs';
import { READ, request$, upload$ } from './http';
import type { Banner, OutboxEntry, PlatformInfo, TempToken, UploadResult, WapConfig } from './shapes';

/** A short-lived anonymous token for uploads and code sends. */
export function fetchTempToken$(): Observable<TempToken> {
  return request$('common/temp/token');
}

/** png, jpeg or webp up to 5 MiB; answers the stored file's url. */
export function uploadFile$(file: File): Observable<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  return upload$('common/upload', form);
}

export function fetchBanners$(): Observable<Banner[]> {
  return request$('common/load/banner', {}, READ);
}

/** Whether the layout shows the app-download banner, and where it points. */
export function fetchWapConfig$(): Observable<WapConfig> {
  return request$('common/load/wap/config', {}, READ);
}

export function fetchPlatformInfo$(): Observable<PlatformInfo> {
  return request$('tpaj/info', {}, READ);
}

/** Demo only: the latest codes "sent" to an e-mail or phone, so a tester can register without a mailbox. */
export function fetchOutbox$(to: string): Observable<OutboxEntry[]> {
  return request$('demo/outbox', { to }, READ);
}
