import { animationFrameScheduler, map, type Observable, type SchedulerLike } from 'rxjs';
import type { MarkTick, Position } from '@contract/futures';
import { withAnimationFrame } from '../../streams/frame';
import { valueAtMark, type Valuation } from './valuation';

/**
 * One position valued on the mark stream, at most once per animation frame whatever the tick rate: every tick is
 * reduced by the mark feed, only the latest of a frame is valued and shown (an imperative sink writes it).
 */
export function livePnl$(
  position: Position,
  contractSize: string,
  mark$: Observable<MarkTick>,
  frameScheduler: SchedulerLike = animationFrameScheduler,
): Observable<Valuation & { mark: string }> {
  return mark$.pipe(
    withAnimationFrame(frameScheduler),
    map((tick) => ({ ...valueAtMark(position, tick.mark, contractSize), mark: tick.mark })),
  );
}
