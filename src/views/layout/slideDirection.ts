/** forward: the new page enters from the right; back: from the left; none: same level, no slide. */
export type SlideDirection = 'forward' | 'back' | 'none';

export function slideDirection(fromIndex: number, toIndex: number): SlideDirection {
  if (toIndex > fromIndex) return 'forward';
  if (toIndex < fromIndex) return 'back';
  return 'none';
}
