// @vitest-environment jsdom
import './canvasStub';
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { defer, of, Subject, throwError } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bar } from '@contract/market';
import { KlineChart, type KlineChartProps } from '../../../../src/views/components/charts/KlineChart';
import { setupCoinI18n } from '../../coin/coinI18n';
import { rising } from './bars';
import { fakePlotFactory } from './fakePlot';

function setup(overrides: Partial<KlineChartProps> = {}) {
  const { factory, plots } = fakePlotFactory();
  const feed = new Subject<readonly Bar[]>();
  let renders = 0;
  const props: KlineChartProps = {
    bars$: feed,
    interval: '1m',
    mode: 'candle',
    main: 'MA',
    sub: 'VOL',
    pricePrecision: 2,
    emptyText: 'nothing yet',
    onReachLeftEdge: vi.fn(() => Promise.resolve(0)),
    createPlot: factory,
    ...overrides,
  };
  const view = render(
    <Profiler id="chart" onRender={() => renders++}>
      <KlineChart {...props} />
    </Profiler>,
  );
  const root = view.container.querySelector<HTMLElement>('.kline-chart')!;
  return { feed, plots, root, props, view, renders: () => renders };
}

describe('KlineChart', () => {
  beforeAll(setupCoinI18n);
  afterEach(cleanup);

  it('creates uPlot once per mount and destroys it on unmount', () => {
    const { plots, view } = setup();
    expect(plots).toHaveLength(2);
    view.unmount();
    expect(plots.every((p) => p.destroy.mock.calls.length === 1)).toBe(true);
  });

  it('calls setData once per emitted frame and never renders React per message', () => {
    const { feed, plots, renders } = setup();
    const before = renders();
    const setDataBefore = plots.map((p) => p.setData.mock.calls.length);
    for (let n = 1; n <= 5; n++) act(() => feed.next(rising(20 + n)));
    expect(plots.map((p, i) => p.setData.mock.calls.length - (setDataBefore[i] ?? 0))).toEqual([5, 5]);
    expect(renders()).toBe(before);
  });

  it('shows loading, then the chart, or the empty note, without a render', () => {
    const { feed, root, renders } = setup();
    expect(root.dataset.state).toBe('loading');
    const before = renders();
    act(() => feed.next([]));
    expect(root.dataset.state).toBe('empty');
    act(() => feed.next(rising(3)));
    expect(root.dataset.state).toBe('ready');
    expect(renders()).toBe(before);
  });

  it('shows the error state when the feed fails and resubscribes on retry', () => {
    let attempts = 0;
    const flaky$ = defer(() => (++attempts === 1 ? throwError(() => new Error('gone')) : of(rising(3))));
    const { root, view } = setup({ bars$: flaky$ });
    expect(root.dataset.state).toBe('error');
    act(() => view.getByRole('button').click());
    expect(attempts).toBe(2);
    expect(root.dataset.state).toBe('ready');
  });

  it('asks for older history when a drag reaches the oldest bar', () => {
    const { feed, plots, props } = setup();
    // 80 bars: the opening view (60 bars) does not reach the oldest one
    act(() => feed.next(rising(80)));
    const over = plots[0]!.over;
    const drag = (type: string, x: number) => {
      const e = new MouseEvent(type, { clientX: x, bubbles: true, button: 0 });
      Object.defineProperties(e, { pointerId: { value: 1 }, pointerType: { value: 'touch' } });
      over.dispatchEvent(e);
    };
    drag('pointerdown', 10);
    drag('pointermove', 300);
    expect(props.onReachLeftEdge).not.toHaveBeenCalled();
    drag('pointerup', 300);
    expect(props.onReachLeftEdge).toHaveBeenCalledTimes(1);
  });
});
