import { describe, expect, it, vi } from 'vitest';
import { createViewport } from '../../../../../src/views/components/charts/kline/viewportController';

const step = 60;
const extentOf = (bars: number, first = 0) => ({ first, last: first + (bars - 1) * step, step });

function setup(load: () => Promise<number> = () => Promise.resolve(50)) {
  const apply = vi.fn();
  const onReachLeftEdge = vi.fn(load);
  const viewport = createViewport({ plotWidth: () => 300, toSeconds: (x) => x, apply, onReachLeftEdge });
  return { viewport, apply, onReachLeftEdge };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('viewport controller', () => {
  it('keeps the live bar in view as bars arrive while following', () => {
    const { viewport } = setup();
    viewport.onData(extentOf(200));
    const before = viewport.current();
    viewport.onData(extentOf(201));
    expect(viewport.current()!.max - before!.max).toBe(step);
  });

  it('stays where the user panned to when bars arrive', () => {
    const { viewport, apply } = setup();
    viewport.onData(extentOf(200));
    viewport.gestures.pan(150);
    const panned = viewport.current();
    expect(apply).toHaveBeenCalledWith(panned);
    viewport.onData(extentOf(201));
    expect(viewport.current()).toEqual(panned);
  });

  it('drags by pixels in proportion to the visible span', () => {
    const { viewport } = setup();
    viewport.onData(extentOf(200));
    const before = viewport.current()!;
    viewport.gestures.pan(30);
    // 30 px of a 300 px plot showing 3 600 s = 360 s towards older bars
    expect(before.min - viewport.current()!.min).toBe(360);
  });

  it('asks for older bars once the view reaches the oldest bar, once per oldest bar', async () => {
    const { viewport, onReachLeftEdge } = setup();
    viewport.onData(extentOf(100));
    viewport.checkLeftEdge();
    expect(onReachLeftEdge).not.toHaveBeenCalled();
    viewport.gestures.pan(100_000);
    viewport.gestures.end();
    expect(onReachLeftEdge).toHaveBeenCalledTimes(1);
    viewport.checkLeftEdge();
    viewport.gestures.end();
    expect(onReachLeftEdge).toHaveBeenCalledTimes(1);
    await settle();
    // the older page arrived, the view is still at the new edge after another drag
    viewport.onData(extentOf(150, -50 * step));
    viewport.gestures.pan(100_000);
    viewport.gestures.end();
    expect(onReachLeftEdge).toHaveBeenCalledTimes(2);
  });

  it('stops asking when the history is exhausted', async () => {
    const { viewport, onReachLeftEdge } = setup(() => Promise.resolve(0));
    viewport.onData(extentOf(10));
    viewport.checkLeftEdge();
    expect(onReachLeftEdge).toHaveBeenCalledTimes(1);
    await settle();
    viewport.onData(extentOf(11));
    viewport.gestures.end();
    expect(onReachLeftEdge).toHaveBeenCalledTimes(1);
  });

  it('after a failure retries on the next gesture, not on every frame', async () => {
    const { viewport, onReachLeftEdge } = setup(() => Promise.reject(new Error('offline')));
    viewport.onData(extentOf(10));
    viewport.checkLeftEdge();
    await settle();
    viewport.checkLeftEdge();
    expect(onReachLeftEdge).toHaveBeenCalledTimes(1);
    viewport.gestures.end();
    expect(onReachLeftEdge).toHaveBeenCalledTimes(2);
  });

  it('forgets the window and stale answers on reset', async () => {
    const { viewport, onReachLeftEdge } = setup(() => Promise.resolve(0));
    viewport.onData(extentOf(10));
    viewport.checkLeftEdge();
    viewport.reset();
    expect(viewport.current()).toBeNull();
    await settle();
    viewport.onData(extentOf(10));
    viewport.checkLeftEdge();
    expect(onReachLeftEdge).toHaveBeenCalledTimes(2);
  });
});
