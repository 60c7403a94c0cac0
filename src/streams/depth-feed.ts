import { map, scan, tap, type Observable } from 'rxjs';
import type { Level } from '@contract/market';
import { channel } from '@contract/ws';
import { applyDepth, EMPTY_DEPTH_BOOK, type DepthBook } from './depth-reducer';
import type { FeedContext } from './feed-context';
import { withAnimationFrame } from './frame';
import { withSharedLatest } from './share-latest';
import { keyedCache } from './keyed-cache';

/** What a depth view gets: while `ready` is false the sides are empty (a wrong book is never shown). */
export interface BookView {
  readonly ready: boolean;
  readonly seq: number;
  /** best (highest) price first */
  readonly bids: readonly Level[];
  /** best (lowest) price first */
  readonly asks: readonly Level[];
}

const toView = ({ ready, seq, bids, asks }: DepthBook): BookView => ({ ready, seq, bids, asks });

/**
 * The order book of a symbol. Every push goes through applyDepth; when a push breaks the book (gap
 * or checksum mismatch) a `resync` is sent at once, before frame sampling, so no fault is missed.
 * The tail is withLiveView's (frame sampling, then sharing) with the view made in between: the
 * sampled book is always the latest, as applyDepth's ownership rule asks.
 */
export function createDepthFeed(ctx: FeedContext): (symbol: string) => Observable<BookView> {
  return keyedCache((symbol: string) => {
    const ch = channel.depth(symbol);
    return ctx.socket.channel$('depth', ch).pipe(
      scan(applyDepth, EMPTY_DEPTH_BOOK),
      tap((book) => {
        if (!book.fault) return;
        ctx.stats.resynced(book.fault);
        ctx.socket.send({ op: 'resync', ch });
      }),
      // The view is taken once a frame from the latest book, so deep sides are not rebuilt per message.
      withAnimationFrame<DepthBook>(ctx.frameScheduler),
      map(toView),
      withSharedLatest<BookView>(ctx.graceMs, ctx.scheduler),
    );
  });
}
