import type { Bar } from '@contract/market';

/** Bars as uPlot columns: time in seconds, prices and volume as numbers (for drawing only). */
export interface KlineColumns {
  readonly length: number;
  readonly t: Float64Array;
  readonly o: Float64Array;
  readonly h: Float64Array;
  readonly l: Float64Array;
  readonly c: Float64Array;
  readonly v: Float64Array;
}

type Field = 't' | 'o' | 'h' | 'l' | 'c' | 'v';
const FIELDS: readonly Field[] = ['t', 'o', 'h', 'l', 'c', 'v'];
const MIN_CAPACITY = 512;

/**
 * Returns a converter that turns each frame's bars into columns while reusing its typed arrays.
 * Streams keep the Bar objects that did not change (a live update replaces only the last bar, older
 * history is prepended), so bars identical to the previous frame's are copied, not re-parsed.
 * The returned columns are views into buffers that the next call overwrites.
 */
export function createColumnConverter(): (bars: readonly Bar[]) => KlineColumns {
  let buffers = allocate(MIN_CAPACITY);
  let prev: readonly Bar[] = [];

  return (bars) => {
    const n = bars.length;
    if (n > buffers.t.length) buffers = grow(buffers, n, prev.length);
    const offset = alignment(prev, bars);
    if (offset !== null) shift(buffers, offset, prev.length);
    for (let i = 0; i < n; i++) {
      const bar = bars[i] as Bar;
      if (offset !== null && prev[i - offset] === bar) continue;
      buffers.t[i] = bar.t / 1000;
      buffers.o[i] = Number(bar.o);
      buffers.h[i] = Number(bar.h);
      buffers.l[i] = Number(bar.l);
      buffers.c[i] = Number(bar.c);
      buffers.v[i] = Number(bar.v);
    }
    prev = bars;
    return {
      length: n,
      t: buffers.t.subarray(0, n),
      o: buffers.o.subarray(0, n),
      h: buffers.h.subarray(0, n),
      l: buffers.l.subarray(0, n),
      c: buffers.c.subarray(0, n),
      v: buffers.v.subarray(0, n),
    };
  };
}

type Buffers = Record<Field, Float64Array>;

function allocate(capacity: number): Buffers {
  return {
    t: new Float64Array(capacity),
    o: new Float64Array(capacity),
    h: new Float64Array(capacity),
    l: new Float64Array(capacity),
    c: new Float64Array(capacity),
    v: new Float64Array(capacity),
  };
}

function grow(old: Buffers, needed: number, keep: number): Buffers {
  const next = allocate(Math.max(MIN_CAPACITY, Math.ceil(needed * 1.5)));
  for (const f of FIELDS) next[f].set(old[f].subarray(0, keep));
  return next;
}

/** Moves the previous frame's values to where the same bars sit now (older history shifts them right). */
function shift(buffers: Buffers, offset: number, prevLength: number): void {
  if (offset === 0) return;
  for (const f of FIELDS) {
    if (offset > 0) buffers[f].copyWithin(offset, 0, prevLength);
    else buffers[f].copyWithin(0, -offset, prevLength);
  }
}

/**
 * How far the previous frame's bars moved: bars[i] corresponds to prev[i - offset]. Found by locating
 * the first bar of one frame in the other by open time (both are sorted), confirmed by identity.
 * `null` when the frames share nothing (a new interval, or a stream that rebuilt its bars).
 */
function alignment(prev: readonly Bar[], bars: readonly Bar[]): number | null {
  const prevFirst = prev[0];
  const first = bars[0];
  if (!prevFirst || !first) return null;
  const inBars = indexOfTime(bars, prevFirst.t);
  if (inBars >= 0 && bars[inBars] === prevFirst) return inBars;
  const inPrev = indexOfTime(prev, first.t);
  if (inPrev >= 0 && prev[inPrev] === first) return -inPrev;
  return null;
}

function indexOfTime(bars: readonly Bar[], t: number): number {
  let lo = 0;
  let hi = bars.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const mt = (bars[mid] as Bar).t;
    if (mt === t) return mid;
    if (mt < t) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
