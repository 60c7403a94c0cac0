import { crc32Update, CRC32_INIT } from '../../src/streams/crc32';
import type { BookSides, StartBook } from './book-contenders';
import { cpuNow, cpuSince } from './cpu-time';
import type { DepthWorkload } from './depth-workload';

/** A CRC over every level of `sides`, to compare what two books hold or showed without keeping it all. */
function addSides(crc: number, sides: BookSides): number {
  for (const side of [sides.bids, sides.asks]) {
    for (const [price, qty] of side) crc = crc32Update(crc32Update(crc32Update(crc, price), '='), `${qty};`);
    crc = crc32Update(crc, '|');
  }
  return crc;
}

/** Applies the workload and returns the CPU time (ms, cpu-time.ts) spent on the updates and their top-N reads. */
function timePass(start: StartBook, workload: DepthWorkload, topN: number): number {
  const book = start(workload.snapshot);
  let shown = 0;
  const begin = cpuNow();
  for (const update of workload.updates) {
    book.apply(update);
    const top = book.top(topN);
    shown += top.bids.length + top.asks.length; // the read must be used, or it could be optimised away
  }
  const elapsed = cpuSince(begin);
  if (shown === 0) throw new Error('no level was read');
  return elapsed;
}

/**
 * What a contender showed: a CRC over every top-N read, in order, and over the final book. Run
 * untimed, once per contender; two books are the same when their prints are.
 */
export function bookPrint(start: StartBook, workload: DepthWorkload, topN: number): { reads: number; final: number } {
  const book = start(workload.snapshot);
  let reads = CRC32_INIT;
  for (const update of workload.updates) {
    book.apply(update);
    reads = addSides(reads, book.top(topN));
  }
  return { reads, final: addSides(CRC32_INIT, book.all()) };
}

/**
 * Messages per second of each contender (apply + top-N read) over the same workload. Passes
 * alternate between contenders (after one warm-up pass each) until every one has run at least
 * `minMs`, so that a change of load on a shared machine weighs on all of them alike.
 */
export function measureBooks<K extends string>(
  contenders: Record<K, StartBook>,
  workload: DepthWorkload,
  topN: number,
  minMs: number,
): Record<K, number> {
  const names = Object.keys(contenders) as K[];
  const spent = Object.fromEntries(names.map((name) => [name, 0])) as Record<K, number>;
  const passes = Object.fromEntries(names.map((name) => [name, 0])) as Record<K, number>;
  names.forEach((name) => timePass(contenders[name], workload, topN));
  while (names.some((name) => spent[name] < minMs)) {
    for (const name of names) {
      if (spent[name] >= minMs) continue;
      spent[name] += timePass(contenders[name], workload, topN);
      passes[name]++;
    }
  }
  return Object.fromEntries(
    names.map((name) => [name, Math.round(((passes[name] * workload.updates.length) / spent[name]) * 1000)]),
  ) as Record<K, number>;
}
