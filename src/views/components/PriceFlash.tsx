import { useLayoutEffect, useRef } from 'react';

const FLASH_CLASSES = ['flash-up-a', 'flash-up-b', 'flash-down-a', 'flash-down-b'];

/**
 * Restarts the flash animation on `el`. Two class names with identical keyframes alternate, so a
 * second move in the same direction restarts the animation without forcing a layout (no reflow).
 */
export function flash(el: HTMLElement, direction: 'up' | 'down'): void {
  const next = el.classList.contains(`flash-${direction}-a`) ? `flash-${direction}-b` : `flash-${direction}-a`;
  el.classList.remove(...FLASH_CLASSES);
  el.classList.add(next);
}

function clearFlash(event: { currentTarget: HTMLElement }): void {
  event.currentTarget.classList.remove(...FLASH_CLASSES);
}

/**
 * A price that flashes green when it rises and red when it falls. The class is toggled on the DOM
 * node directly: the flash costs no React render beyond the one the new price already caused.
 */
export function PriceFlash({ value, text, className = '' }: { value: number; text: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef(value);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (ref.current && value !== before && Number.isFinite(value) && Number.isFinite(before)) {
      flash(ref.current, value > before ? 'up' : 'down');
    }
  }, [value]);
  return (
    <span ref={ref} className={`price-flash ${className}`} onAnimationEnd={clearFlash}>
      {text}
    </span>
  );
}
