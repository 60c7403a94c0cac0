/**
 * Calls `onWidth` with the element's content width now and whenever it changes (rotation, a
 * desktop window resize), so a chart resizes its canvas instead of stretching it. Returns the stop
 * function. Without ResizeObserver (old browsers, jsdom) only the initial width is reported.
 */
export function observeWidth(el: HTMLElement, onWidth: (width: number) => void): () => void {
  let last = -1;
  const report = (width: number) => {
    const rounded = Math.floor(width);
    if (rounded > 0 && rounded !== last) {
      last = rounded;
      onWidth(rounded);
    }
  };
  report(el.clientWidth);
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) report(entry.contentRect.width);
  });
  observer.observe(el);
  return () => observer.disconnect();
}
