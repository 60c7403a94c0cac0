import type { CycleEvidence } from '@contract/cycle';
import { fetchCycleEvidence$ } from '../../api/cycle';
import { useRemoteData, type RemoteData } from '../remote';

/** One order's evidence (cycle/order/evidence), asked on mount; `id` is read once (key the component by it). */
export function useCycleEvidence(id: string): [RemoteData<CycleEvidence>, () => void] {
  return useRemoteData(() => fetchCycleEvidence$(id));
}
