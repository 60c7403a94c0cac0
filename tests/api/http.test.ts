import { firstValueFrom, lastValueFrom } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { request$, upload$ } from '../../src/api/http';
import { toast$, type Toast } from '../../src/api/notify';
import { clearToken, setLang, setToken } from '../../src/api/storage';
import { localStore } from '../../src/api/local-store';
import { marbles } from '../helpers/marbles';
import { EN, speakEnglish } from './english';
import { envelope, headersOf, never, stubFetch } from './fetch-stub';

let toasts: Toast[] = [];
toast$.subscribe((t) => toasts.push(t));
beforeAll(speakEnglish);
beforeEach(() => {
  toasts = [];
  clearToken();
  localStore.remove('LANG');
});
afterEach(() => vi.unstubAllGlobals());

describe('request$ is cold and abortable', () => {
  it('sends nothing before subscribe, and once per subscription', async () => {
    const calls = stubFetch(() => envelope([]));
    const list$ = request$('market/list');
    expect(calls).toHaveLength(0);
    await lastValueFrom(list$);
    await lastValueFrom(list$);
    expect(calls).toHaveLength(2);
  });

  it('aborts the fetch when the subscriber leaves', async () => {
    const calls = stubFetch(never);
    const subscription = request$('market/list').subscribe();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const signal = calls[0]!.init.signal!;
    expect(signal.aborted).toBe(false);
    subscription.unsubscribe();
    expect(signal.aborted).toBe(true);
    expect(toasts).toHaveLength(0);
  });

  it('gives up after the time limit with a timeout error, aborting the fetch', () => {
    const calls = stubFetch(never);
    marbles(({ expectObservable, flush }) => {
      const timedOut = new ApiError('timeout', 0, 0, '');
      expectObservable(request$('market/list', {}, { idempotent: true })).toBe('50000ms #', undefined, timedOut);
      flush();
    });
    expect(calls[0]!.init.signal!.aborted).toBe(true);
    expect(toasts.map((t) => t.text)).toEqual([EN.timeout]);
  });
});

describe('what request$ sends', () => {
  it('POSTs JSON to /api/xb/v1/<path> with the locale and the token', async () => {
    const calls = stubFetch(() => envelope({ ok: true }));
    setToken('tok-123');
    setLang('de');
    await lastValueFrom(request$('spot/order/open', { symbol: 'BTCUSDT' }));
    expect(calls[0]!.url).toBe('/api/xb/v1/spot/order/open');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ symbol: 'BTCUSDT' });
    expect(headersOf(calls[0])).toEqual({ 'Content-Type': 'application/json', locale: 'de', Authorization: 'tok-123' });
  });

  it('sends locale zh and no Authorization before a language or a token is stored', async () => {
    const calls = stubFetch(() => envelope(null));
    await lastValueFrom(request$('market/list'));
    expect(headersOf(calls[0])).toEqual({ 'Content-Type': 'application/json', locale: 'zh' });
    expect(calls[0]!.init.body).toBe('{}');
  });

  it('reads the headers at subscribe time, not when the observable is made', async () => {
    const calls = stubFetch(() => envelope(null));
    const info$ = request$('user/info');
    setToken('late-token');
    await lastValueFrom(info$);
    expect(headersOf(calls[0]).Authorization).toBe('late-token');
  });

  it('uploads multipart without forcing a content type, so the browser sets the boundary', async () => {
    const calls = stubFetch(() => envelope({ url: '/uploads/a.png' }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(firstValueFrom(upload$('common/upload', form))).resolves.toEqual({ url: '/uploads/a.png' });
    expect(calls[0]!.init.body).toBe(form);
    expect(headersOf(calls[0])).toEqual({ locale: 'zh' });
  });
});

describe('what request$ answers', () => {
  it('unwraps {code: 0, data} to data', async () => {
    stubFetch(() => envelope({ balances: [] }));
    await expect(lastValueFrom(request$('asset/overview'))).resolves.toEqual({ balances: [] });
  });

  it('fails with the server message of a failed envelope and toasts it', async () => {
    stubFetch(() => envelope(null, 422, 'Insufficient available balance'));
    const failure = lastValueFrom(request$('spot/order/place', {}));
    await expect(failure).rejects.toEqual(new ApiError('http', 422, 422, 'Insufficient available balance'));
    expect(toasts.map((t) => [t.kind, t.text])).toEqual([['error', 'Insufficient available balance']]);
  });

  it('does not toast a failure the caller shows itself, yet an expired session still follows the 401 rule', async () => {
    const shownByCaller = () => true;
    stubFetch(() => envelope(null, 404, 'Unknown trading pair'));
    await expect(lastValueFrom(request$('market/symbol', {}, { shownByCaller }))).rejects.toMatchObject({ status: 404 });
    expect(toasts).toEqual([]);
    setToken('old');
    stubFetch(() => envelope(null, 401, 'Unauthorized'));
    await expect(lastValueFrom(request$('user/info', {}, { shownByCaller }))).rejects.toMatchObject({ code: 401 });
    expect(toasts.map((t) => t.text)).toEqual([EN.sessionExpired]);
  });

  it('treats code 401 in a 200 answer as an expired session', async () => {
    setToken('old');
    stubFetch(() => envelope(null, 401, 'Unauthorized', 200));
    await expect(lastValueFrom(request$('user/info'))).rejects.toMatchObject({ code: 401 });
    expect(toasts.map((t) => t.text)).toEqual([EN.sessionExpired]);
  });

  it('fails with the HTTP status when the body is not an envelope', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(lastValueFrom(request$('market/list'))).rejects.toEqual(new ApiError('http', 502, 502, ''));
    expect(toasts.map((t) => t.text)).toEqual([EN.requestFailed]);
  });

  it('fails as a network error when fetch rejects', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(lastValueFrom(request$('user/login', {}))).rejects.toEqual(new ApiError('network', 0, 0, ''));
    expect(toasts.map((t) => t.text)).toEqual([EN.networkError]);
  });
});
