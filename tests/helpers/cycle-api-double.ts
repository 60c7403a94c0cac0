// Test double of src/api/cycle: vi.fn()s whose answers each test sets; resetCycleApi() restores the defaults.
import { of, type Observable } from 'rxjs';
import { vi } from 'vitest';
import type { CycleEvidence, CycleListReq, CycleOrder, CycleRules, CycleTicksReq, IndexTick, PlaceCycleOrderReq } from '@contract/cycle';
import type { Paged } from '@contract/primitives';
import { cycleRules } from './cycle-fixtures';

const none = <T>(): Observable<Paged<T>> => of({ items: [], page: 1, size: 20, total: 0 });
const defaults = {
  fetchCycleRules$: (): Observable<CycleRules> => of(cycleRules()),
  fetchCycleTicks$: (_req: CycleTicksReq): Observable<IndexTick[]> => of([]),
  placeCycleOrder$: (_req: PlaceCycleOrderReq): Observable<CycleOrder> => of(),
  fetchCycleOpenOrders$: (_req?: CycleListReq): Observable<Paged<CycleOrder>> => none(),
  fetchCycleHistory$: (_req?: CycleListReq): Observable<Paged<CycleOrder>> => none(),
  fetchCycleEvidence$: (_id: string): Observable<CycleEvidence> => of(),
};

export const fetchCycleRules$ = vi.fn(defaults.fetchCycleRules$);
export const fetchCycleTicks$ = vi.fn(defaults.fetchCycleTicks$);
export const placeCycleOrder$ = vi.fn(defaults.placeCycleOrder$);
export const fetchCycleOpenOrders$ = vi.fn(defaults.fetchCycleOpenOrders$);
export const fetchCycleHistory$ = vi.fn(defaults.fetchCycleHistory$);
export const fetchCycleEvidence$ = vi.fn(defaults.fetchCycleEvidence$);

export function resetCycleApi(): void {
  fetchCycleRules$.mockReset().mockImplementation(defaults.fetchCycleRules$);
  fetchCycleTicks$.mockReset().mockImplementation(defaults.fetchCycleTicks$);
  placeCycleOrder$.mockReset().mockImplementation(defaults.placeCycleOrder$);
  fetchCycleOpenOrders$.mockReset().mockImplementation(defaults.fetchCycleOpenOrders$);
  fetchCycleHistory$.mockReset().mockImplementation(defaults.fetchCycleHistory$);
  fetchCycleEvidence$.mockReset().mockImplementation(defaults.fetchCycleEvidence$);
}
