import { defer, ReplaySubject, share } from 'rxjs';
import type { CycleRules } from '@contract/cycle';
import { fetchCycleRules$ } from '../../api/cycle';
import { useRemoteData, type RemoteData } from '../remote';

/**
 * cycle/rules, asked once per app life: the rules change only with a new server version, so every screen shares the
 * first answer. A failure is not kept, so `reload` (or the next screen) asks again.
 */
const cycleRules$ = defer(fetchCycleRules$).pipe(
  share<CycleRules>({ connector: () => new ReplaySubject(1), resetOnError: true, resetOnComplete: false, resetOnRefCountZero: false }),
);

export function useCycleRules(): [RemoteData<CycleRules>, () => void] {
  return useRemoteData(() => cycleRules$);
}
