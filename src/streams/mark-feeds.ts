import { scan, type Observable } from 'rxjs';
import type { MarkTick } from '@contract/futures';
import { channel } from '@contract/ws';
import type { ChannelPush } from './channels';
import { withLiveView, type FeedContext } from './feed-context';
import { applyMark, applyMarks } from './futures-reducers';
import { keyedCache } from './keyed-cache';

/** One perpetual's latest mark tick (`BTCUSDT-PERP`), sampled once per frame. */
export function createMarkFeed(ctx: FeedContext): (perp: string) => Observable<MarkTick> {
  return keyedCache((perp: string) =>
    ctx.socket.channel$('mark', channel.mark(perp)).pipe(scan<ChannelPush<'mark'>, MarkTick, null>(applyMark, null), withLiveView(ctx)),
  );
}

/** Every perpetual's latest mark tick by symbol. */
export function createMarksFeed(ctx: FeedContext): Observable<ReadonlyMap<string, MarkTick>> {
  return ctx.socket
    .channel$('marks', channel.marks())
    .pipe(scan(applyMarks, new Map<string, MarkTick>() as ReadonlyMap<string, MarkTick>), withLiveView(ctx));
}
