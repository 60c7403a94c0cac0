import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render, true once the browser has painted it. The coin page's first render
 * shows the header and its price (the page's largest paint) and the places of the chart and the
 * book; what costs script, requests or a chunk (the chart, the book's rows) waits for this, so none
 * of it stands between the page's data and that first paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a task queued from an animation frame runs after that frame's paint
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
