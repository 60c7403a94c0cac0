import { animationFrameScheduler, asyncScheduler, defer, NEVER, type Observable } from 'rxjs';
import type { ClientOp, Push } from '@contract/ws';
import type { ChannelFamily, ChannelPush } from '../../../src/streams/channels';
import type { FeedContext } from '../../../src/streams/feed-context';
import type { StreamSocket } from '../../../src/streams/socket';
import { createStatsCounter } from '../../../src/streams/stream-stats';

/**
 * A FeedContext over a stand-in socket whose channels are the given observables (marble `hot`s in
 * tests), for testing feeds without a WebSocket. Inside marbles() the default schedulers run on
 * virtual time and animationFrameScheduler follows `animate()`.
 */
export function fakeFeedContext(channels: Record<string, Observable<Push>>, overrides: Partial<FeedContext> = {}) {
  const sent: ClientOp[] = [];
  const joined: string[] = [];
  const socket: StreamSocket = {
    status$: NEVER,
    channel$: <F extends ChannelFamily>(_family: F, ch: string) =>
      defer(() => {
        joined.push(ch);
        return (channels[ch] ?? NEVER) as Observable<ChannelPush<F>>;
      }),
    send: (op) => {
      sent.push(op);
      return true;
    },
    close: () => {},
  };
  const ctx: FeedContext = {
    socket,
    stats: createStatsCounter(),
    scheduler: asyncScheduler,
    frameScheduler: animationFrameScheduler,
    graceMs: 2_000,
    ...overrides,
  };
  return { ctx, sent, joined };
}
