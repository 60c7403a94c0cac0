import type { Bar } from '@contract/market';

/**
 * Publishes which bars the chart shows on its root element: data-bars (the count), data-first-bar
 * and data-last-bar (open times in ms). Browser tests read them to tell that an interval switch
 * really replaced the series. Written only on change: most frames just update the live bar.
 */
export function showBarRange(root: HTMLElement, bars: readonly Bar[]): void {
  const next = {
    bars: String(bars.length),
    firstBar: String(bars[0]?.t ?? ''),
    lastBar: String(bars.at(-1)?.t ?? ''),
  };
  for (const [key, value] of Object.entries(next)) {
    if (root.dataset[key] !== value) root.dataset[key] = value;
  }
}
