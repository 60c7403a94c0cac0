/** What a gesture asks of the chart, in CSS pixels relative to the element. */
export interface GestureHandlers {
  /** one finger or a mouse dragged by `dx` pixels (positive = to the right) */
  pan(dx: number): void;
  /** pinch or wheel: the visible span multiplied by `factor` around the pixel `anchorX` */
  zoom(factor: number, anchorX: number): void;
  /** the last pointer was lifted */
  end(): void;
}

const WHEEL_SENSITIVITY = 0.0015;

/**
 * Pointer-event pan and pinch-zoom on `el`. One pointer pans, two pointers zoom around their midpoint
 * (and pan as the midpoint moves). Vertical page scrolling stays with the browser: the element is
 * expected to have `touch-action: pan-y`. Returns the function that detaches the listeners.
 */
export function attachGestures(el: HTMLElement, on: GestureHandlers): () => void {
  const points = new Map<number, number>();
  let lastX = 0;
  let lastDistance = 0;

  const localX = (e: PointerEvent | WheelEvent) => e.clientX - el.getBoundingClientRect().left;

  const snapshot = () => {
    const xs = [...points.values()];
    lastX = xs.length >= 2 ? ((xs[0] as number) + (xs[1] as number)) / 2 : (xs[0] ?? 0);
    lastDistance = xs.length >= 2 ? Math.abs((xs[0] as number) - (xs[1] as number)) : 0;
  };

  const down = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    points.set(e.pointerId, localX(e));
    el.setPointerCapture?.(e.pointerId);
    snapshot();
  };

  const move = (e: PointerEvent) => {
    if (!points.has(e.pointerId)) return;
    points.set(e.pointerId, localX(e));
    const xs = [...points.values()];
    if (xs.length >= 2) {
      const distance = Math.abs((xs[0] as number) - (xs[1] as number));
      const mid = ((xs[0] as number) + (xs[1] as number)) / 2;
      if (lastDistance > 0 && distance > 0) on.zoom(lastDistance / distance, mid);
      on.pan(mid - lastX);
    } else {
      on.pan((xs[0] as number) - lastX);
    }
    snapshot();
  };

  const up = (e: PointerEvent) => {
    if (!points.delete(e.pointerId)) return;
    snapshot();
    if (points.size === 0) on.end();
  };

  const wheel = (e: WheelEvent) => {
    e.preventDefault();
    on.zoom(Math.exp(e.deltaY * WHEEL_SENSITIVITY), localX(e));
    on.end();
  };

  el.addEventListener('pointerdown', down);
  el.addEventListener('pointermove', move);
  el.addEventListener('pointerup', up);
  el.addEventListener('pointercancel', up);
  el.addEventListener('wheel', wheel, { passive: false });
  return () => {
    el.removeEventListener('pointerdown', down);
    el.removeEventListener('pointermove', move);
    el.removeEventListener('pointerup', up);
    el.removeEventListener('pointercancel', up);
    el.removeEventListener('wheel', wheel);
  };
}
