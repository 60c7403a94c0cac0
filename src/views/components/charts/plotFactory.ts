import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Builds a uPlot instance; injected so tests can count calls without a canvas. */
export type PlotFactory = (opts: uPlot.Options, data: uPlot.AlignedData, target: HTMLElement) => uPlot;

export const createUPlot: PlotFactory = (opts, data, target) => new uPlot(opts, data, target);
