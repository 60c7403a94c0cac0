import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BARS,
  MAX_BARS,
  MIN_BARS,
  isAtLeftEdge,
  isFollowing,
  latestView,
  panView,
  zoomView,
} from '../../../../../src/views/components/charts/kline/viewport';

// 1000 one-minute bars: first at 0 s, last at 59 940 s.
const extent = { first: 0, last: 59_940, step: 60 };
const right = 59_940 + 60 * 3.5;

describe('viewport', () => {
  it('opens on the live bar with the default number of bars', () => {
    expect(latestView(extent)).toEqual({ min: right - DEFAULT_BARS * 60, max: right });
  });

  it('follows while the live bar is in view, not after panning back', () => {
    const view = latestView(extent);
    expect(isFollowing(view, extent)).toBe(true);
    expect(isFollowing(panView(view, -600, extent), extent)).toBe(false);
  });

  it('never pans past the live bar', () => {
    const view = latestView(extent);
    expect(panView(view, 6_000, extent)).toEqual(view);
  });

  it('stops a few bars past the oldest bar', () => {
    const view = panView(latestView(extent), -1_000_000, extent);
    expect(view.min).toBe(-8 * 60);
    expect(view.max - view.min).toBe(DEFAULT_BARS * 60);
    expect(isAtLeftEdge(view, extent)).toBe(true);
  });

  it.each([
    { at: 10_000, edge: false },
    { at: 120, edge: true },
    { at: 60, edge: true },
  ])('a view starting at $at s is at the left edge: $edge', ({ at, edge }) => {
    expect(isAtLeftEdge({ min: at, max: at + 3_600 }, extent)).toBe(edge);
  });

  it('zooms around the anchor, which keeps its place on screen', () => {
    const view = { min: 30_000, max: 33_600 };
    const zoomed = zoomView(view, 0.5, 31_800, extent);
    expect(zoomed).toEqual({ min: 30_900, max: 32_700 });
  });

  it('keeps the span between the minimum and maximum bar counts', () => {
    const view = { min: 30_000, max: 33_600 };
    const inMost = zoomView(view, 0.01, 31_800, extent);
    const outMost = zoomView(view, 100, 31_800, extent);
    expect(inMost.max - inMost.min).toBe(MIN_BARS * 60);
    expect(outMost.max - outMost.min).toBe(MAX_BARS * 60);
  });
});
