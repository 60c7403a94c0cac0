// @vitest-environment jsdom
import './canvasStub';
import { act, cleanup, render } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DepthChart, type DepthFrame } from '../../../../src/views/components/charts/DepthChart';
import { setupCoinI18n } from '../../coin/coinI18n';
import { fakePlotFactory } from './fakePlot';

const book: DepthFrame = {
  ready: true,
  bids: [
    ['100.00', '1'],
    ['99.00', '2'],
  ],
  asks: [['101.00', '0.5']],
};

function setup() {
  const { factory, plots } = fakePlotFactory();
  const feed = new Subject<DepthFrame>();
  const view = render(<DepthChart book$={feed} pricePrecision={2} syncingText="Syncing" createPlot={factory} />);
  return { feed, plot: plots[0]!, root: view.container.querySelector<HTMLElement>('.depth-chart')!, view };
}

describe('DepthChart', () => {
  beforeAll(setupCoinI18n);
  afterEach(cleanup);

  it('says it is syncing until a ready book arrives', () => {
    const { feed, root, view } = setup();
    expect(root.dataset.state).toBe('syncing');
    expect(view.getByRole('status').textContent).toBe('Syncing');
    act(() => feed.next(book));
    expect(root.dataset.state).toBe('ready');
  });

  it('draws cumulative bids and asks, one setData per frame', () => {
    const { feed, plot } = setup();
    act(() => feed.next(book));
    expect(plot.setData).toHaveBeenCalledTimes(1);
    expect(plot.data).toEqual([
      [99, 100, 101],
      [3, 1, null],
      [null, null, 0.5],
    ]);
  });

  it('empties the map when the book loses sync, never showing a wrong book', () => {
    const { feed, plot, root } = setup();
    act(() => feed.next(book));
    act(() => feed.next({ ready: false, bids: [], asks: [] }));
    expect(root.dataset.state).toBe('syncing');
    expect(plot.data).toEqual([[], [], []]);
  });
});
