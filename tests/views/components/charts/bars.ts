import type { Bar } from '@contract/market';

/** A bar of `step` seconds at index `i` from 2023-11-14T22:13:20Z; prices as decimal strings. */
export function bar(i: number, o: number, h: number, l: number, c: number, v = 1, step = 60): Bar {
  return { t: (1_700_000_000 + i * step) * 1000, o: String(o), h: String(h), l: String(l), c: String(c), v: String(v) };
}

/** `n` bars rising by 1 from 100, one minute apart, starting at index `from`. */
export function rising(n: number, from = 0, step = 60): Bar[] {
  return Array.from({ length: n }, (_, k) => {
    const i = from + k;
    return bar(i, 100 + i, 101 + i, 99 + i, 100.5 + i, 2, step);
  });
}
