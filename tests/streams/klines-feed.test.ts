import { asyncScheduler, firstValueFrom, NEVER, of, skip, type Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { Bar, KlineReq } from '@contract/market';
import type { Push } from '@contract/ws';
import { createKlinesFeed, KLINE_PAGE_SIZE } from '../../src/streams/klines-feed';
import { marbles } from '../helpers/marbles';
import { fakeFeedContext } from './helpers/fake-socket';

const CH = 'kline.BTCUSDT.1m';
const bar = (t: number, c = '1'): Bar => ({ t, o: '1', h: c, l: '1', c, v: '0' });
const snapshot = (...bars: Bar[]): Push => ({ ch: CH, type: 'snapshot', seq: 0, ts: 0, data: bars });
const update = (b: Bar): Push => ({ ch: CH, type: 'update', seq: 0, ts: 0, data: b });

describe('klines feed', () => {
  it('loads history over REST, holds live bars meanwhile and merges them after it (mergeKline rules)', () => {
    const fetch = vi.fn<(req: KlineReq) => Observable<Bar[]>>();
    marbles(({ hot, cold, animate, expectObservable }) => {
      animate('           ------x-----x');
      const live = hot('  -a-------b---', { a: snapshot(bar(60, '6'), bar(120, '6')), b: update(bar(120, '7')) });
      fetch.mockReturnValue(cold('---h|', { h: [bar(0), bar(60, 'old'), bar(120, 'old')] }));
      const { ctx } = fakeFeedContext({ [CH]: live });
      expectObservable(createKlinesFeed(ctx, fetch).getKlines$('BTCUSDT', '1m')).toBe('------x-----y', {
        // the held bar at 60 is older than the history's last bar: ignored; the one at 120 replaces it
        x: [bar(0), bar(60, 'old'), bar(120, '6')],
        y: [bar(0), bar(60, 'old'), bar(120, '7')],
      });
    });
    expect(fetch.mock.calls).toEqual([[{ symbol: 'BTCUSDT', interval: '1m', limit: KLINE_PAGE_SIZE }]]);
  });

  it('after a re-subscription that may have left a hole, fetches the history again and fills it', () => {
    const fetch = vi.fn<(req: KlineReq) => Observable<Bar[]>>();
    marbles(({ hot, cold, animate, expectObservable }) => {
      animate('           --x-------x-------x');
      const live = hot('  ----------a--------', { a: snapshot(bar(300), bar(360)) });
      fetch
        .mockReturnValueOnce(cold('-h|', { h: [bar(0), bar(60)] }))
        .mockReturnValueOnce(cold('--h|', { h: [bar(120), bar(180), bar(240), bar(300, '3')] }));
      const { ctx } = fakeFeedContext({ [CH]: live });
      expectObservable(createKlinesFeed(ctx, fetch).getKlines$('BTCUSDT', '1m')).toBe('--x---------------y', {
        x: [bar(0), bar(60)],
        y: [bar(0), bar(60), bar(120), bar(180), bar(240), bar(300), bar(360)],
      });
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a failed history fetch still shows the live bars', () => {
    marbles(({ hot, cold, animate, expectObservable }) => {
      animate('           ----x---');
      const live = hot('  -a------', { a: snapshot(bar(60), bar(120)) });
      const { ctx } = fakeFeedContext({ [CH]: live });
      const feed = createKlinesFeed(ctx, () => cold('--#'));
      expectObservable(feed.getKlines$('BTCUSDT', '1m')).toBe('----x---', { x: [bar(60), bar(120)] });
    });
  });

  it('loadOlderKlines prepends the page before the oldest bar and resolves to the bars added', async () => {
    const fetch = vi.fn((req: KlineReq) => of(req.endTime === undefined ? [bar(300), bar(360)] : [bar(180), bar(240), bar(300)]));
    const { ctx } = fakeFeedContext({ [CH]: NEVER }, { frameScheduler: asyncScheduler });
    const feed = createKlinesFeed(ctx, fetch);
    expect(await feed.loadOlderKlines('BTCUSDT', '1m')).toBe(0); // nobody watches the chart: nothing to extend

    const bars$ = feed.getKlines$('BTCUSDT', '1m');
    const extended = firstValueFrom(bars$.pipe(skip(1)));
    expect(await firstValueFrom(bars$)).toEqual([bar(300), bar(360)]);
    const [added, again] = await Promise.all([feed.loadOlderKlines('BTCUSDT', '1m'), feed.loadOlderKlines('BTCUSDT', '1m')]);
    expect([added, again]).toEqual([2, 2]); // a second call while the first is in flight shares it
    expect(fetch).toHaveBeenLastCalledWith({ symbol: 'BTCUSDT', interval: '1m', endTime: 300, limit: KLINE_PAGE_SIZE });
    expect(await extended).toEqual([bar(180), bar(240), bar(300), bar(360)]);
  });
});

describe('klines feed: history reloads asked for by the state', () => {
  it('a page that answers at once (synchronously) after a hole is shown, not the state that asked for it', () => {
    const fetch = vi.fn<(req: KlineReq) => Observable<Bar[]>>();
    marbles(({ hot, animate, expectObservable }) => {
      animate('           --x-------x');
      const live = hot('  ------a---', { a: snapshot(bar(180), bar(240)) });
      fetch.mockReturnValueOnce(of([bar(0), bar(60)])).mockReturnValueOnce(of([bar(60), bar(120), bar(180)]));
      const { ctx } = fakeFeedContext({ [CH]: live });
      expectObservable(createKlinesFeed(ctx, fetch).getKlines$('BTCUSDT', '1m')).toBe('--x-------y', {
        x: [bar(0), bar(60)],
        y: [bar(0), bar(60), bar(120), bar(180), bar(240)],
      });
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a second hole after the reload asks for history again', () => {
    const fetch = vi.fn<(req: KlineReq) => Observable<Bar[]>>();
    marbles(({ hot, cold, animate, expectObservable }) => {
      animate('           ---------------x');
      const live = hot('  ---a-----b-----', { a: snapshot(bar(180)), b: snapshot(bar(360)) });
      fetch
        .mockReturnValueOnce(cold('-h|', { h: [bar(0)] }))
        .mockReturnValueOnce(cold('-h|', { h: [bar(60), bar(120), bar(180)] }))
        .mockReturnValueOnce(cold('-h|', { h: [bar(240), bar(300)] }));
      const { ctx } = fakeFeedContext({ [CH]: live });
      expectObservable(createKlinesFeed(ctx, fetch).getKlines$('BTCUSDT', '1m')).toBe('---------------x', {
        x: [0, 60, 120, 180, 240, 300, 360].map((t) => bar(t)),
      });
    });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
