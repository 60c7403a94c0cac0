/** What a chart shows instead of, or over, its canvas; CSS reveals the matching placeholder. */
export type ChartState = 'loading' | 'empty' | 'error' | 'ready' | 'syncing';

/**
 * Sets the state on the chart's root element without React: a frame of data must not cost a
 * render. Writing only on change avoids a style recalculation per frame.
 */
export function showChartState(root: HTMLElement, state: ChartState): void {
  if (root.dataset.state !== state) root.dataset.state = state;
}
