import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { whileVisible } from '../../../../src/views/coin/live/whileVisible';

function setup(initiallyVisible = true) {
  const frames = new Subject<string>();
  const visible = new BehaviorSubject(initiallyVisible);
  const seen: string[] = [];
  const sub = frames.pipe(whileVisible(visible)).subscribe((v) => seen.push(v));
  return { frames, visible, seen, sub };
}

describe('whileVisible', () => {
  it('passes every frame on while visible', () => {
    const { frames, seen } = setup();
    frames.next('a');
    frames.next('b');
    expect(seen).toEqual(['a', 'b']);
  });

  it('holds frames back while hidden and passes the latest one on when visible again', () => {
    const { frames, visible, seen } = setup();
    frames.next('a');
    visible.next(false);
    frames.next('b');
    frames.next('c');
    expect(seen).toEqual(['a']);
    visible.next(true);
    expect(seen).toEqual(['a', 'c']);
  });

  it('does not pass the frame already shown again after a hide and show without news', () => {
    const { frames, visible, seen } = setup();
    frames.next('a');
    visible.next(false);
    visible.next(true);
    expect(seen).toEqual(['a']);
  });

  it('starting hidden, shows nothing until visible, then the latest frame', () => {
    const { frames, visible, seen } = setup(false);
    frames.next('a');
    frames.next('b');
    expect(seen).toEqual([]);
    visible.next(true);
    expect(seen).toEqual(['b']);
  });

  it('keeps the feed subscribed while hidden and lets it go on unsubscribe', () => {
    const { frames, visible, sub } = setup();
    visible.next(false);
    expect(frames.observed).toBe(true);
    sub.unsubscribe();
    expect(frames.observed).toBe(false);
  });
});
