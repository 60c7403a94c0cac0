import { vi } from 'vitest';
import type uPlot from 'uplot';
import type { PlotFactory } from '../../../../src/views/components/charts/plotFactory';

/** What a test sees of one chart instance created by the fake factory. */
export interface FakePlot {
  opts: uPlot.Options;
  over: HTMLDivElement;
  setData: ReturnType<typeof vi.fn>;
  setScale: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
  /** the data of the last setData */
  data: uPlot.AlignedData;
}

/**
 * A canvas-free stand-in for uPlot: records calls and maps pixels to the x scale linearly over a
 * plot of `plotWidth` CSS pixels, so gestures can be driven through its `over` element.
 */
export function fakePlotFactory(plotWidth = 296): { factory: PlotFactory; plots: FakePlot[] } {
  const plots: FakePlot[] = [];
  const factory: PlotFactory = (opts, data, target) => {
    const over = document.createElement('div');
    target.appendChild(over);
    const scales: Record<string, { min?: number; max?: number }> = { x: {} };
    const plot: FakePlot & Record<string, unknown> = {
      opts,
      over,
      data,
      scales,
      cursor: { idx: null },
      setData: vi.fn((next: uPlot.AlignedData) => {
        plot.data = next;
      }),
      setScale: vi.fn((key: string, range: { min: number; max: number }) => {
        scales[key] = { ...range };
      }),
      batch: (fn: () => void) => fn(),
      redraw: vi.fn(),
      setSize: vi.fn(),
      destroy: vi.fn(() => over.remove()),
      posToVal: (x: number) => {
        const { min = 0, max = 1 } = scales.x ?? {};
        return min + (x / plotWidth) * (max - min);
      },
    };
    plots.push(plot);
    return plot as unknown as uPlot;
  };
  return { factory, plots };
}
