import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Observable, Subscription } from 'rxjs';

/** An imperative view fed one value per frame: a chart, the order-book ladder, a countdown, live PnL. */
export interface FrameSink<T> {
  /** a stream is about to be subscribed: drop what the previous one showed (e.g. show "loading") */
  begin?(): void;
  write(value: T): void;
  /** the stream failed; without `fail` the error is reported as unhandled */
  fail?(error: unknown): void;
  dispose(): void;
}

export interface FrameSinkHandle<E, S> {
  /** attach to the element the sink is created from */
  ref: RefObject<E | null>;
  /** the live sink, for calls that are not frames (a mode, a resize); null before mount and after unmount */
  sink: RefObject<S | null>;
  /** subscribes the same stream again into the same sink (a retry after `fail`) */
  restart: () => void;
}

/**
 * The one way an imperative view meets a stream. The sink is created from the element once per
 * mount (again when `key` changes), each value of `frames$` is written straight into it, and React
 * state is never touched per frame. A new `frames$` is subscribed into the same sink. Unmounting
 * unsubscribes first, then disposes, so no value reaches a disposed sink.
 *
 * `frames$` must already emit at most once per animation frame: the feeds of src/streams end with
 * withLiveView; anything else pipes withAnimationFrame (src/streams/frame.ts) after its reducer.
 */
export function useFrameSink<T, S extends FrameSink<T>, E extends Element = HTMLDivElement>(
  frames$: Observable<T>,
  create: (element: E) => S,
  key?: unknown,
): FrameSinkHandle<E, S> {
  const ref = useRef<E>(null);
  const sink = useRef<S | null>(null);
  const subscription = useRef<Subscription | null>(null);
  const latestCreate = useRef(create);
  const [attempt, setAttempt] = useState(0);
  useLayoutEffect(() => {
    latestCreate.current = create;
  });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const created = latestCreate.current(element);
    sink.current = created;
    return () => {
      subscription.current?.unsubscribe();
      subscription.current = null;
      sink.current = null;
      created.dispose();
    };
  }, [key]);

  useEffect(() => {
    const target = sink.current;
    if (!target) return;
    target.begin?.();
    const current = frames$.subscribe({
      next: (value) => target.write(value),
      ...(target.fail ? { error: (error: unknown) => target.fail?.(error) } : {}),
    });
    subscription.current = current;
    return () => current.unsubscribe();
  }, [frames$, key, attempt]);

  const restart = useCallback(() => setAttempt((n) => n + 1), []);
  return { ref, sink, restart };
}
