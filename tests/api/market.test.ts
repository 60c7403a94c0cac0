/** market/symbol and contract/symbol: the page shows an unlisted coin or perpetual itself, so the call does not toast it. */
import { lastValueFrom, type Observable } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { fetchPerpetualInfo$ } from '../../src/api/contract';
import { fetchSymbolInfo$ } from '../../src/api/market';
import { toast$, type Toast } from '../../src/api/notify';
import { speakEnglish } from './english';
import { envelope, stubFetch } from './fetch-stub';

let toasts: Toast[] = [];
toast$.subscribe((t) => toasts.push(t));
beforeAll(speakEnglish);
beforeEach(() => {
  toasts = [];
});
afterEach(() => vi.unstubAllGlobals());

describe.each<[string, (coin: string) => Observable<unknown>]>([
  ['fetchSymbolInfo$', fetchSymbolInfo$],
  ['fetchPerpetualInfo$', fetchPerpetualInfo$],
])('%s', (_, fetchInfo$) => {
  it.each([
    [404, 'Unknown trading pair'],
    [400, 'Please choose a coin listed on the exchange'],
  ])('passes a %i (the coin is not listed) on to the page without a toast', async (status, msg) => {
    stubFetch(() => envelope(null, status, msg));
    await expect(lastValueFrom(fetchInfo$('NOPE'))).rejects.toEqual(new ApiError('http', status, status, msg));
    expect(toasts).toEqual([]);
  });

  it('still toasts any other failure', async () => {
    stubFetch(() => envelope(null, 429, 'Too many requests, please try again in 5 seconds'));
    await expect(lastValueFrom(fetchInfo$('BTC'))).rejects.toMatchObject({ status: 429 });
    expect(toasts.map((t) => t.text)).toEqual(['Too many requests, please try again in 5 seconds']);
  });
});
