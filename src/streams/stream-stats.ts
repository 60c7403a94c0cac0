import { BehaviorSubject, type Observable } from 'rxjs';
import type { DepthFault } from './depth-reducer';
import { DROP_REASONS, type DropReason } from './parse-message';

export type DropCounts = Readonly<Record<DropReason, number>>;

export interface StreamStats {
  /** frames received, good or bad */
  readonly received: number;
  readonly dropped: DropCounts;
  /** resyncs requested, by cause */
  readonly resyncs: Readonly<Record<DepthFault, number>>;
  /** times the socket opened again after having been open */
  readonly reconnects: number;
  /** `{op:"error"}` answers from the server */
  readonly serverErrors: number;
}

export interface StatsCounter {
  /** counters now (a copy) */
  stats(): StreamStats;
  /** drop counts per reason; replays the latest and emits on every drop (drops are rare, frames are not) */
  readonly dropped$: Observable<DropCounts>;
  received(): void;
  dropped(reason: DropReason): void;
  resynced(fault: DepthFault): void;
  reconnected(): void;
  serverError(): void;
}

export function createStatsCounter(): StatsCounter {
  const drops$ = new BehaviorSubject<DropCounts>(
    Object.fromEntries(DROP_REASONS.map((reason) => [reason, 0])) as Record<DropReason, number>,
  );
  const counts = { received: 0, reconnects: 0, serverErrors: 0, resyncs: { gap: 0, checksum: 0 } };
  return {
    stats: () => ({ ...counts, resyncs: { ...counts.resyncs }, dropped: drops$.value }),
    dropped$: drops$.asObservable(),
    received: () => void counts.received++,
    dropped: (reason) => drops$.next({ ...drops$.value, [reason]: drops$.value[reason] + 1 }),
    resynced: (fault) => void counts.resyncs[fault]++,
    reconnected: () => void counts.reconnects++,
    serverError: () => void counts.serverErrors++,
  };
}
