import { catchError, EMPTY, merge } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { localStore } from '../../src/api/local-store';
import { sessionExpired$, showToast, toast$, withErrorToast, type Toast } from '../../src/api/notify';
import { getToken, setToken, STORAGE_KEYS } from '../../src/api/storage';
import { marbles } from '../helpers/marbles';
import { EN, speakEnglish } from './english';

const expired401 = new ApiError('http', 401, 401, 'Unauthorized');
const code401 = new ApiError('http', 200, 401, 'Unauthorized');

let toasts: Toast[];
let expiries: number;
beforeAll(speakEnglish);
beforeEach(() => {
  toasts = [];
  expiries = 0;
});
toast$.subscribe((t) => toasts.push(t));
sessionExpired$.subscribe(() => expiries++);
afterEach(() => vi.restoreAllMocks());

describe('the 401 rule', () => {
  it('answers several 401s of one session with one toast, one token removal and one expiry', () =>
    marbles(({ cold, expectObservable, flush }) => {
      setToken('session-1');
      const removals = vi.spyOn(localStore, 'remove');
      const calls = [cold('-#', undefined, expired401), cold('--#', undefined, code401), cold('--#', undefined, expired401)];
      const toasted = calls.map((call) => call.pipe(withErrorToast()));
      // every caller still gets its error, so a form can react
      expectObservable(toasted[0]!).toBe('-#', undefined, expired401);
      expectObservable(toasted[1]!).toBe('--#', undefined, code401);
      expectObservable(merge(...toasted).pipe(catchError(() => EMPTY))).toBe('-|');
      flush();
      expect(toasts).toEqual([{ id: expect.any(Number), kind: 'error', text: EN.sessionExpired }]);
      expect(removals.mock.calls.filter(([key]) => key === STORAGE_KEYS.token)).toHaveLength(1);
      expect(getToken()).toBeNull();
      expect(expiries).toBe(1);
    }));

  it('stays quiet for more 401s until a new token is set, then applies again', () =>
    marbles(({ cold, flush }) => {
      const fail = (marble: string) =>
        cold(marble, undefined, expired401)
          .pipe(withErrorToast())
          .subscribe({ error: () => undefined });
      setToken('session-2');
      fail('-#');
      fail('---#');
      flush();
      expect(toasts).toHaveLength(1);
      setToken('session-2b');
      fail('-#');
      flush();
      expect(toasts.map((t) => t.text)).toEqual([EN.sessionExpired, EN.sessionExpired]);
      expect(expiries).toBe(2);
      expect(getToken()).toBeNull();
    }));

  it('ignores a 401 for a call sent with a token that has since been replaced', () =>
    marbles(({ cold, flush }) => {
      setToken('session-3');
      const stale = new ApiError('http', 401, 401, 'Unauthorized', true);
      cold('-#', undefined, stale)
        .pipe(withErrorToast())
        .subscribe({ error: () => undefined });
      flush();
      expect(toasts).toHaveLength(0);
      expect(getToken()).toBe('session-3');
      expect(expiries).toBe(0);
    }));
});

describe('other failures', () => {
  it.each([
    ['the server message', new ApiError('http', 422, 422, 'Insufficient available balance'), 'Insufficient available balance'],
    ['a translated network error', new ApiError('network', 0, 0, ''), EN.networkError],
    ['a translated timeout', new ApiError('timeout', 0, 0, ''), EN.timeout],
    ['a generic message for a 502 without an envelope', new ApiError('http', 502, 502, ''), EN.requestFailed],
    ['a generic message for a bug', new TypeError('x is undefined'), EN.requestFailed],
  ])('toast %s', (_, error, text) =>
    marbles(({ cold, expectObservable, flush }) => {
      expectObservable(cold('-#', undefined, error).pipe(withErrorToast())).toBe('-#', undefined, error);
      flush();
      expect(toasts).toEqual([{ id: expect.any(Number), kind: 'error', text }]);
    }),
  );

  it('does not toast a success', () =>
    marbles(({ cold, expectObservable, flush }) => {
      expectObservable(cold('-a|').pipe(withErrorToast())).toBe('-a|');
      flush();
      expect(toasts).toHaveLength(0);
    }));
});

describe('showToast', () => {
  it('numbers toasts so equal texts stay distinct', () => {
    showToast('Copied successfully', 'success');
    showToast('Copied successfully', 'success');
    showToast('Note');
    expect(toasts.map((t) => t.kind)).toEqual(['success', 'success', 'info']);
    expect(new Set(toasts.map((t) => t.id)).size).toBe(3);
  });
});
