import { EMPTY_DEPTH_BOOK, type DepthBook, type DepthMsg } from '../../src/streams/depth-reducer';
import { cpuNow, cpuSince } from './cpu-time';
import type { DepthWorkload } from './depth-workload';

export type DepthReducer = (book: DepthBook, msg: DepthMsg) => DepthBook;

/** Applies the workload's updates from its snapshot; returns the CPU time (ms, cpu-time.ts) spent on the updates. */
function timePass(apply: DepthReducer, workload: DepthWorkload): number {
  let book = apply(EMPTY_DEPTH_BOOK, workload.snapshot);
  const start = cpuNow();
  for (const update of workload.updates) book = apply(book, update);
  const elapsed = cpuSince(start);
  // A number for a broken book would mean nothing.
  if (!book.ready) throw new Error(`the reducer lost the book (${book.fault}) at seq ${book.seq}`);
  return elapsed;
}

/**
 * Updates per second of each reducer over the same workload. Passes alternate between the
 * reducers (after one warm-up pass each) until every one has run at least `minMs`, so that a
 * change of load on a shared machine weighs on all of them alike and the ratio stays meaningful.
 */
export function measureReducers<K extends string>(
  reducers: Record<K, DepthReducer>,
  workload: DepthWorkload,
  minMs: number,
): Record<K, number> {
  const names = Object.keys(reducers) as K[];
  const spent = Object.fromEntries(names.map((name) => [name, 0])) as Record<K, number>;
  const passes = Object.fromEntries(names.map((name) => [name, 0])) as Record<K, number>;
  names.forEach((name) => timePass(reducers[name], workload));
  while (names.some((name) => spent[name] < minMs)) {
    for (const name of names) {
      if (spent[name] >= minMs) continue;
      spent[name] += timePass(reducers[name], workload);
      passes[name]++;
    }
  }
  return Object.fromEntries(
    names.map((name) => [name, Math.round(((passes[name] * workload.updates.length) / spent[name]) * 1000)]),
  ) as Record<K, number>;
}
