import { describe, it } from 'vitest';
import type { ContentSummary } from '@contract/content';
import type { Paged } from '@contract/primitives';
import { searchAsTyped$, type SearchState } from '../../../src/views/help/useHelpSearch';
import { marbles } from '../../helpers/marbles';

const article = (title: string): ContentSummary => ({ id: 1, type: 'help', code: 'help-x', title, summary: '', publishedAt: 0 });
const page = (title: string): Paged<ContentSummary> => ({ items: [article(title)], page: 1, size: 50, total: 1 });

describe('searchAsTyped$', () => {
  it('searches once typing pauses for 300 ms, the newest keyword cancelling the older; empty is idle', () => {
    marbles(({ cold, hot, expectObservable }) => {
      const keyword$ = hot<readonly [string, number]>('a 100ms b 400ms c 400ms d', {
        a: ['dep', 0],
        b: ['deposit ', 0],
        c: ['deposit', 0],
        d: [' ', 0],
      });
      const search = (k: string) => cold('50ms r|', { r: page(k) });
      const values: Record<string, SearchState> = {
        l: { kind: 'loading' },
        r: { kind: 'done', items: [article('deposit')] },
        i: { kind: 'idle' },
      };
      // 'b' at 101 ms waits 300 ms (401 ms: loading, 451 ms: done); 'c' is the same trimmed keyword; 'd' is idle
      expectObservable(searchAsTyped$(keyword$, search)).toBe('401ms l 49ms r 751ms i', values);
    });
  });

  it('searches the same keyword again for a retry', () => {
    marbles(({ cold, hot, expectObservable }) => {
      const keyword$ = hot<readonly [string, number]>('a 400ms b', { a: ['fees', 0], b: ['fees', 1] });
      const failing = () => cold<Paged<ContentSummary>>('10ms #');
      const values: Record<string, SearchState> = { l: { kind: 'loading' }, f: { kind: 'failed' } };
      expectObservable(searchAsTyped$(keyword$, failing)).toBe('300ms l 9ms f 390ms l 9ms f', values);
    });
  });
});
