import { describe, expect, it } from 'vitest';
import type { Bar } from '@contract/market';
import { applyKlineEvent, awaitsHistory, EMPTY_KLINE_FEED, type KlineEvent, type KlineFeedState } from '../../src/streams/kline-feed-state';

const bar = (t: number, c = '1'): Bar => ({ t, o: '1', h: c, l: '1', c, v: '0' });
const joined = (bars: Bar[]): KlineFeedState => ({ bars, pending: null, loaded: true });

describe('applyKlineEvent', () => {
  it.each<[string, KlineFeedState, KlineEvent, KlineFeedState]>([
    [
      'live bars before the history are held, not shown',
      EMPTY_KLINE_FEED,
      { kind: 'live', snapshot: true, bars: [bar(60), bar(120)] },
      { bars: [], pending: [bar(60), bar(120)], loaded: false },
    ],
    [
      'the history arrives: held live bars are merged after it',
      { bars: [], pending: [bar(120, '5'), bar(180)], loaded: false },
      { kind: 'history', bars: [bar(0), bar(60), bar(120)] },
      joined([bar(0), bar(60), bar(120, '5'), bar(180)]),
    ],
    [
      'once joined, a live bar merges at once',
      joined([bar(0), bar(60)]),
      { kind: 'live', snapshot: false, bars: [bar(60, '2')] },
      joined([bar(0), bar(60, '2')]),
    ],
    [
      'a re-subscription snapshot that overlaps merges',
      joined([bar(0), bar(60)]),
      { kind: 'live', snapshot: true, bars: [bar(60, '3'), bar(120)] },
      joined([bar(0), bar(60, '3'), bar(120)]),
    ],
    [
      'a re-subscription snapshot past the last bar may leave a hole: wait for history again',
      joined([bar(0), bar(60)]),
      { kind: 'live', snapshot: true, bars: [bar(300), bar(360)] },
      { bars: [bar(0), bar(60)], pending: [bar(300), bar(360)], loaded: true },
    ],
    [
      'the refetched history fills the hole and keeps older pages',
      { bars: [bar(-60), bar(0), bar(60)], pending: [bar(360, '4')], loaded: true },
      { kind: 'history', bars: [bar(120), bar(180), bar(240), bar(300), bar(360)] },
      joined([bar(-60), bar(0), bar(60), bar(120), bar(180), bar(240), bar(300), bar(360, '4')]),
    ],
    [
      'an older page goes in front',
      joined([bar(120)]),
      { kind: 'older', bars: [bar(0), bar(60), bar(120)] },
      joined([bar(0), bar(60), bar(120)]),
    ],
    ['an older page before any history is ignored', EMPTY_KLINE_FEED, { kind: 'older', bars: [bar(0)] }, EMPTY_KLINE_FEED],
    [
      'a failed history fetch (empty page) still joins the live bars',
      { bars: [], pending: [bar(60)], loaded: false },
      { kind: 'history', bars: [] },
      joined([bar(60)]),
    ],
  ])('%s', (_, before, event, after) => {
    expect(applyKlineEvent(before, event)).toEqual(after);
  });
});

describe('awaitsHistory: the reducer asks the feed for a history page', () => {
  const gap = applyKlineEvent(joined([bar(0), bar(60)]), { kind: 'live', snapshot: true, bars: [bar(300)] });
  it.each<[string, KlineFeedState, boolean]>([
    ['from the start', EMPTY_KLINE_FEED, true],
    ['while live bars wait for the first page', applyKlineEvent(EMPTY_KLINE_FEED, { kind: 'live', snapshot: true, bars: [bar(60)] }), true],
    ['not once a page joined the live bars', applyKlineEvent(EMPTY_KLINE_FEED, { kind: 'history', bars: [bar(0)] }), false],
    [
      'not for a live bar that continues the series',
      applyKlineEvent(joined([bar(0)]), { kind: 'live', snapshot: false, bars: [bar(60)] }),
      false,
    ],
    ['again after a re-subscription that may have left a hole', gap, true],
    ['not once the refetched page filled it', applyKlineEvent(gap, { kind: 'history', bars: [bar(120), bar(180), bar(240)] }), false],
  ])('%s', (_, state, expected) => {
    expect(awaitsHistory(state)).toBe(expected);
  });
});
