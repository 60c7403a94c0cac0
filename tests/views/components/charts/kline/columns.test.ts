import { describe, expect, it } from 'vitest';
import type { Bar } from '@contract/market';
import { createColumnConverter } from '../../../../../src/views/components/charts/kline/columns';
import { bar, rising } from '../bars';

/** A bar whose price fields count how often they are read, to see what the converter re-parses. */
function counted(b: Bar, reads: { n: number }): Bar {
  const out = { t: b.t } as Bar;
  for (const key of ['o', 'h', 'l', 'c', 'v'] as const) {
    Object.defineProperty(out, key, { enumerable: true, get: () => (reads.n++, b[key]) });
  }
  return out;
}

describe('kline → uPlot columns', () => {
  it('turns ms open times into seconds and decimal strings into numbers', () => {
    const cols = createColumnConverter()([bar(0, 64000.5, 64100, 63900.25, 64050, 1.5), bar(1, 64050, 64060, 64000, 64010, 0.25)]);
    expect(cols.length).toBe(2);
    expect([...cols.t]).toEqual([1_700_000_000, 1_700_000_060]);
    expect([...cols.o]).toEqual([64000.5, 64050]);
    expect([...cols.h]).toEqual([64100, 64060]);
    expect([...cols.l]).toEqual([63900.25, 64000]);
    expect([...cols.c]).toEqual([64050, 64010]);
    expect([...cols.v]).toEqual([1.5, 0.25]);
  });

  it('reuses its typed arrays from frame to frame', () => {
    const convert = createColumnConverter();
    const first = convert(rising(3));
    const second = convert(rising(4));
    expect(second.c.buffer).toBe(first.c.buffer);
    expect(second.length).toBe(4);
  });

  it('re-parses only the live bar when the stream replaced it', () => {
    const reads = { n: 0 };
    const bars = rising(5).map((b) => counted(b, reads));
    const convert = createColumnConverter();
    convert(bars);
    reads.n = 0;
    const live = counted(bar(4, 104, 110, 99, 109, 3), reads);
    const cols = convert([...bars.slice(0, 4), live]);
    expect(reads.n).toBe(5);
    expect(cols.c[4]).toBe(109);
    expect(cols.c[3]).toBe(103.5);
  });

  it('shifts kept values right when older history is prepended', () => {
    const reads = { n: 0 };
    const recent = rising(3, 10).map((b) => counted(b, reads));
    const convert = createColumnConverter();
    convert(recent);
    reads.n = 0;
    const cols = convert([...rising(2, 8), ...recent]);
    expect(reads.n).toBe(0);
    expect([...cols.o]).toEqual([108, 109, 110, 111, 112]);
    expect([...cols.t].map((t) => t - 1_700_000_000)).toEqual([480, 540, 600, 660, 720]);
  });

  it('shifts left when the oldest bars were dropped', () => {
    const bars = rising(4);
    const convert = createColumnConverter();
    convert(bars);
    expect([...convert(bars.slice(2)).o]).toEqual([102, 103]);
  });

  it('parses everything for an unrelated frame (another interval)', () => {
    const convert = createColumnConverter();
    convert(rising(3));
    const cols = convert([bar(0, 1, 2, 0.5, 1.5, 9, 3600)]);
    expect(cols.length).toBe(1);
    expect(cols.o[0]).toBe(1);
    expect(cols.v[0]).toBe(9);
  });

  it('grows past its initial capacity without losing values', () => {
    const convert = createColumnConverter();
    const early = rising(500);
    convert(early);
    const cols = convert([...early, ...rising(300, 500)]);
    expect(cols.length).toBe(800);
    expect(cols.o[0]).toBe(100);
    expect(cols.o[799]).toBe(899);
  });

  it('returns empty columns for no bars', () => {
    expect(createColumnConverter()([]).length).toBe(0);
  });
});
