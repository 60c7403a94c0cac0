import { lastValueFrom, type Observable } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { newClientId } from '../../src/api/client-id';
import { request$ } from '../../src/api/http';
import { sessionExpired$, toast$, type Toast } from '../../src/api/notify';
import { placeOrder$ } from '../../src/api/spot';
import { transfer$ } from '../../src/api/assets';
import { getToken, setToken } from '../../src/api/storage';
import { EN, speakEnglish } from './english';
import { envelope, stubFetch } from './fetch-stub';

let toasts: Toast[] = [];
let expiries = 0;
toast$.subscribe((t) => toasts.push(t));
sessionExpired$.subscribe(() => expiries++);
beforeAll(speakEnglish);
beforeEach(() => {
  toasts = [];
  expiries = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs a call to its end on fake timers (the backoff pauses pass instantly). */
async function settle<T>(call$: Observable<T>): Promise<PromiseSettledResult<T>> {
  const result = Promise.allSettled([lastValueFrom(call$)]);
  await vi.runAllTimersAsync();
  return (await result)[0]!;
}

const down = () => envelope(null, 503, 'Service unavailable');
const order = { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '1', quantity: '1', clientOrderId: newClientId() } as const;

describe('retry through request$', () => {
  it('tries a read three times on 5xx, then fails with one toast', async () => {
    const calls = stubFetch(down);
    const result = await settle(request$('market/list', {}, { idempotent: true }));
    expect(result.status).toBe('rejected');
    expect(calls).toHaveLength(3);
    expect(toasts.map((t) => t.text)).toEqual(['Service unavailable']);
  });

  it('recovers when the server comes back', async () => {
    const calls = stubFetch((_, i) => (i === 0 ? Promise.reject(new TypeError('offline')) : envelope(['ok'])));
    await expect(settle(request$('market/list', {}, { idempotent: true }))).resolves.toEqual({ status: 'fulfilled', value: ['ok'] });
    expect(calls).toHaveLength(2);
    expect(toasts).toHaveLength(0);
  });

  it('never retries a plain write', async () => {
    const calls = stubFetch(down);
    await settle(request$('user/login', { account: 'a', password: 'b' }));
    expect(calls).toHaveLength(1);
  });

  it('retries the idempotent writes with the same client id each time', async () => {
    const calls = stubFetch(down);
    const transfer = { asset: 'USDT', amount: '5', from: 'spot', to: 'contract', clientId: newClientId() } as const;
    await settle(placeOrder$(order));
    await settle(transfer$(transfer));
    expect(calls.map((c) => c.url)).toEqual([
      ...Array(3).fill('/api/xb/v1/spot/order/place'),
      ...Array(3).fill('/api/xb/v1/asset/transfer'),
    ]);
    expect(new Set(calls.slice(0, 3).map((c) => c.init.body))).toEqual(new Set([JSON.stringify(order)]));
  });

  it('never retries a 4xx, even for an idempotent call', async () => {
    const calls = stubFetch(() => envelope(null, 409, 'Order already finished'));
    await settle(placeOrder$(order));
    expect(calls).toHaveLength(1);
    expect(toasts.map((t) => t.text)).toEqual(['Order already finished']);
  });
});

describe('the 401 rule through request$', () => {
  it('expires the session once when a page’s parallel calls all get 401', async () => {
    setToken('expired-token');
    const calls = stubFetch(() => envelope(null, 401, 'Unauthorized'));
    const results = await Promise.all(
      ['user/info', 'asset/overview', 'spot/order/open'].map((path) => settle(request$(path, {}, { idempotent: true }))),
    );
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(calls).toHaveLength(3);
    expect(toasts.map((t) => t.text)).toEqual([EN.sessionExpired]);
    expect(expiries).toBe(1);
    expect(getToken()).toBeNull();
  });

  it('does not log out a session that began while an old call was in flight', async () => {
    setToken('old-token');
    let answer!: (res: Response) => void;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = lastValueFrom(request$('user/info'));
    await vi.waitFor(() => expect(answer).toBeDefined());
    setToken('new-token');
    answer(envelope(null, 401, 'Unauthorized'));
    await expect(pending).rejects.toMatchObject({ status: 401, staleSession: true });
    expect(getToken()).toBe('new-token');
    expect(toasts).toEqual([]);
    expect(expiries).toBe(0);
  });
});
