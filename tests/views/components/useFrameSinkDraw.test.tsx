// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { Profiler, useCallback, useRef } from 'react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { useFrameSinkDraw, type FrameLayout } from '../../../src/views/components/useFrameSinkDraw';

/** Rows: React lays out one empty cell per value; each frame's values are drawn into them. */
const ROWS: FrameLayout<number[], number> = { initial: 0, of: (values) => values.length, same: (a, b) => a === b };

function Rows({ frames$, suffix }: { frames$: Subject<number[]>; suffix: string }) {
  const list = useRef<HTMLUListElement>(null);
  const draw = useCallback(
    (values: number[]) => values.forEach((v, i) => list.current?.children[i] && (list.current.children[i]!.textContent = `${v}${suffix}`)),
    [suffix],
  );
  const { ref, shape } = useFrameSinkDraw<number[], HTMLDivElement, number>(frames$, draw, ROWS);
  return (
    <div ref={ref}>
      <ul ref={list}>
        {Array.from({ length: shape }, (_, i) => (
          <li key={i} />
        ))}
      </ul>
    </div>
  );
}

function mount(suffix = '') {
  const frames$ = new Subject<number[]>();
  let commits = 0;
  const tree = (s: string) => (
    <Profiler id="rows" onRender={() => commits++}>
      <Rows frames$={frames$} suffix={s} />
    </Profiler>
  );
  const view = render(tree(suffix));
  const shown = () => Array.from(view.container.querySelectorAll('li'), (li) => li.textContent);
  return { ...view, frames$, shown, commits: () => commits, rerender: (s: string) => view.rerender(tree(s)) };
}

describe('useFrameSinkDraw', () => {
  afterEach(cleanup);

  it('draws a frame that keeps the layout without a React render', () => {
    const { frames$, shown, commits } = mount();
    act(() => frames$.next([1, 2]));
    const before = commits();
    act(() => frames$.next([3, 4]));
    expect(commits()).toBe(before);
    expect(shown()).toEqual(['3', '4']);
  });

  it('renders once for a new layout and draws that frame into the rows React just laid out', () => {
    const { frames$, shown, commits } = mount();
    act(() => frames$.next([1]));
    const before = commits();
    act(() => frames$.next([5, 6, 7]));
    expect(commits()).toBe(before + 1);
    expect(shown()).toEqual(['5', '6', '7']);
  });

  it('draws the latest frame again at once when the drawing changes', () => {
    const { frames$, shown, rerender } = mount();
    act(() => frames$.next([1, 2]));
    rerender(' BTC');
    expect(shown()).toEqual(['1 BTC', '2 BTC']);
  });
});
