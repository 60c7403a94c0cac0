import { describe, expect, it } from 'vitest';
import type { Bar } from '@contract/market';
import { mergeKline, mergeKlines, prependHistory } from '../../src/streams/kline-reducer';

const bar = (t: number, c = '1'): Bar => ({ t, o: '1', h: c, l: '1', c, v: '0' });

describe('mergeKline', () => {
  it.each<[string, Bar[], Bar, Bar[]]>([
    ['the first bar starts the series', [], bar(60), [bar(60)]],
    ['the same open time replaces the last bar', [bar(0), bar(60)], bar(60, '2'), [bar(0), bar(60, '2')]],
    ['a later open time appends', [bar(0), bar(60)], bar(120), [bar(0), bar(60), bar(120)]],
    ['an older open time is ignored', [bar(0), bar(60)], bar(0, '9'), [bar(0), bar(60)]],
  ])('%s', (_, bars, incoming, expected) => {
    expect(mergeKline(bars, incoming)).toEqual(expected);
  });

  it('returns the same array when the bar is ignored, a new one otherwise (no mutation)', () => {
    const bars = [bar(0), bar(60)];
    expect(mergeKline(bars, bar(0))).toBe(bars);
    expect(mergeKline(bars, bar(60, '3'))).not.toBe(bars);
    expect(bars).toEqual([bar(0), bar(60)]);
  });
});

describe('mergeKlines', () => {
  it.each<[string, Bar[], Bar[], Bar[]]>([
    ['a live snapshot of two bars over history', [bar(0), bar(60)], [bar(60, '2'), bar(120)], [bar(0), bar(60, '2'), bar(120)]],
    ['buffered live bars after history', [bar(0)], [bar(0, '5'), bar(60), bar(60, '6')], [bar(0, '5'), bar(60, '6')]],
    ['nothing to merge', [bar(0)], [], [bar(0)]],
  ])('%s', (_, bars, incoming, expected) => {
    expect(mergeKlines(bars, incoming)).toEqual(expected);
  });
});

describe('prependHistory', () => {
  it.each<[string, Bar[], Bar[], Bar[]]>([
    ['older bars go in front', [bar(120), bar(180)], [bar(0), bar(60)], [bar(0), bar(60), bar(120), bar(180)]],
    ['an overlapping page never duplicates a bar', [bar(120), bar(180)], [bar(60), bar(120, '9')], [bar(60), bar(120), bar(180)]],
    ['a page with nothing older adds nothing', [bar(120)], [bar(120), bar(180)], [bar(120)]],
    ['into an empty series, the page is the series', [], [bar(0), bar(60)], [bar(0), bar(60)]],
  ])('%s', (_, bars, older, expected) => {
    expect(prependHistory(bars, older)).toEqual(expected);
  });
});
