import { lastValueFrom, toArray } from 'rxjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { toast$, type Toast } from '../../src/api/notify';
import { clearToken, getToken, setLang, setToken } from '../../src/api/storage';
import { localStore } from '../../src/api/local-store';
import { uploadImage$ } from '../../src/api/upload-progress';
import { EN, speakEnglish } from './english';

/** A stand-in XMLHttpRequest: the test plays the upload's progress events and the server's answer. */
class FakeXhr {
  static made: FakeXhr[] = [];
  method = '';
  url = '';
  timeout = 0;
  headers: Record<string, string> = {};
  body: unknown = null;
  aborted = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

let toasts: Toast[] = [];
const subscription = toast$.subscribe((t) => toasts.push(t));
beforeAll(speakEnglish);
beforeEach(() => {
  toasts = [];
  FakeXhr.made = [];
  clearToken();
  localStore.remove('LANG');
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());
afterAll(() => subscription.unsubscribe());

const file = () => new File(['png'], 'front.png', { type: 'image/png' });

describe('uploadImage$: common/upload with progress', () => {
  it('is cold, sends the file with the token and language, reports progress, then the unwrapped answer', async () => {
    setToken('token-1');
    setLang('de');
    const upload$ = uploadImage$(file());
    expect(FakeXhr.made).toHaveLength(0);
    const events = lastValueFrom(upload$.pipe(toArray()));
    const xhr = FakeXhr.made[0]!;
    expect([xhr.method, xhr.url, xhr.headers.Authorization, xhr.headers.locale]).toEqual([
      'POST',
      '/api/xb/v1/common/upload',
      'token-1',
      'de',
    ]);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.upload.onprogress!({ loaded: 40, total: 100 });
    xhr.upload.onprogress!({ loaded: 100, total: 100 });
    xhr.answer(200, { code: 0, msg: '', data: { url: '/api/uploads/a.png' } });
    expect(await events).toEqual([
      { kind: 'progress', loaded: 40, total: 100 },
      { kind: 'progress', loaded: 100, total: 100 },
      { kind: 'done', result: { url: '/api/uploads/a.png' } },
    ]);
  });

  it('fails with the server’s message, toasted once through the one error path', async () => {
    const events = lastValueFrom(uploadImage$(file()));
    FakeXhr.made[0]!.answer(400, { code: 400, msg: 'The file is not a PNG, JPEG or WebP image', data: null });
    await expect(events).rejects.toBeInstanceOf(ApiError);
    expect(toasts.map((t) => [t.kind, t.text])).toEqual([['error', 'The file is not a PNG, JPEG or WebP image']]);
  });

  it('follows the 401 rule: the session ends with its one toast', async () => {
    setToken('token-1');
    const events = lastValueFrom(uploadImage$(file()));
    FakeXhr.made[0]!.answer(401, { code: 401, msg: '', data: null });
    await expect(events).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(toasts.map((t) => t.text)).toEqual([EN.sessionExpired]);
  });

  it('says a network failure in the user’s words, and aborts the upload when the subscriber leaves', async () => {
    const failed = lastValueFrom(uploadImage$(file()));
    FakeXhr.made[0]!.onerror!();
    await expect(failed).rejects.toMatchObject({ kind: 'network' });
    expect(toasts.map((t) => t.text)).toEqual([EN.networkError]);
    const left = uploadImage$(file()).subscribe();
    left.unsubscribe();
    expect(FakeXhr.made[1]!.aborted).toBe(true);
  });
});
