import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { Toast } from '../../../src/api/notify';
import { MAX_VISIBLE_TOASTS, toToastList } from '../../../src/views/components/toastQueue';

const toast = (id: number): Toast => ({ id, kind: 'error', text: `t${id}` });
const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('toToastList', () => {
  it('adds each toast and removes it after its time on screen', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const toasts$ = cold('a 1ms b', { a: toast(1), b: toast(2) });
      expectObservable(toToastList(toasts$, 5)).toBe('a 1ms b 2ms c 1ms d', {
        a: [toast(1)],
        b: [toast(1), toast(2)],
        c: [toast(2)],
        d: [],
      });
    });
  });

  it(`keeps at most ${MAX_VISIBLE_TOASTS} on screen, dropping the oldest`, () => {
    scheduler().run(({ cold, expectObservable }) => {
      const toasts$ = cold('(abcd)', { a: toast(1), b: toast(2), c: toast(3), d: toast(4) });
      expectObservable(toToastList(toasts$, 100), '^ 10ms !').toBe('(wxyz)', {
        w: [toast(1)],
        x: [toast(1), toast(2)],
        y: [toast(1), toast(2), toast(3)],
        z: [toast(2), toast(3), toast(4)],
      });
    });
  });
});
