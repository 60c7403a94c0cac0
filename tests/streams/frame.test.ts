import { scan } from 'rxjs';
import { describe, it } from 'vitest';
import { withAnimationFrame } from '../../src/streams/frame';
import { marbles } from '../helpers/marbles';

describe('withAnimationFrame', () => {
  it('emits once per frame, the latest value of that frame', () => {
    marbles(({ hot, animate, expectObservable }) => {
      animate('   ----x---x---x---x');
      const values = hot('-ab-c-d------e---');
      expectObservable(values.pipe(withAnimationFrame())).toBe('----b---d-------e');
    });
  });

  it('placed after the reducer, loses nothing: each frame shows every message reduced so far', () => {
    marbles(({ hot, animate, expectObservable }) => {
      animate('   -----x-----x-------x');
      const messages = hot('-abcd--ef--------g', { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7 });
      const sums = messages.pipe(
        scan((total, n) => total + n, 0),
        withAnimationFrame(),
      );
      expectObservable(sums).toBe('-----x-----y-------z', { x: 10, y: 21, z: 28 });
    });
  });

  it('stays silent in frames without messages', () => {
    marbles(({ hot, animate, expectObservable }) => {
      animate('   --x--x--x--x');
      expectObservable(hot('-a---------').pipe(withAnimationFrame())).toBe('--a--------');
    });
  });
});
