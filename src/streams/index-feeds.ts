import { scan, type Observable } from 'rxjs';
import type { IndexTick } from '@contract/cycle';
import { channel } from '@contract/ws';
import type { ChannelPush } from './channels';
import { applyIndexTicks } from './cycle-reducers';
import { withLiveView, type FeedContext } from './feed-context';
import { keyedCache } from './keyed-cache';

/** A cycle symbol's latest index ticks (`BTCUSDT`, `XAUUSDT`), oldest first, every push reduced, sampled once per frame. */
export function createIndexFeed(ctx: FeedContext): (symbol: string) => Observable<readonly IndexTick[]> {
  return keyedCache((symbol: string) =>
    ctx.socket
      .channel$('index', channel.index(symbol))
      .pipe(scan<ChannelPush<'index'>, readonly IndexTick[]>(applyIndexTicks, []), withLiveView(ctx)),
  );
}
