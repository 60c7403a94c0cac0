import { animationFrameScheduler, auditTime, type MonoTypeOperatorFunction, type SchedulerLike } from 'rxjs';

/**
 * Emits the latest value once per animation frame. It goes AFTER the reducer: every message is
 * reduced, only the rendering is sampled. auditTime keeps the last value of the frame (throttleTime
 * would keep the first, showing a stale state). The scheduler is injectable because Node has no
 * requestAnimationFrame; the app always uses the default.
 */
export function withAnimationFrame<T>(scheduler: SchedulerLike = animationFrameScheduler): MonoTypeOperatorFunction<T> {
  return auditTime<T>(0, scheduler);
}
