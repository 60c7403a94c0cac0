import { pipe, type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs';
import { withAnimationFrame } from './frame';
import { withSharedLatest } from './share-latest';
import type { StreamSocket } from './socket';
import type { StatsCounter } from './stream-stats';

/** What every feed is built from; one per createStreams(). */
export interface FeedContext {
  readonly socket: StreamSocket;
  readonly stats: StatsCounter;
  /** grace timers */
  readonly scheduler: SchedulerLike;
  /** the frame clock: animationFrameScheduler in the app */
  readonly frameScheduler: SchedulerLike;
  readonly graceMs: number;
}

/**
 * The tail of every feed, placed after its reducer: sample the reduced state once per frame, then
 * share it with a replay of one and a delayed reset.
 */
export function withLiveView<T>(ctx: FeedContext): MonoTypeOperatorFunction<T> {
  return pipe(withAnimationFrame<T>(ctx.frameScheduler), withSharedLatest<T>(ctx.graceMs, ctx.scheduler));
}
