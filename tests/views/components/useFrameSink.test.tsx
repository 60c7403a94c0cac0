// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { Observable, Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { useFrameSink, type FrameSink } from '../../../src/views/components/useFrameSink';

/** A source that logs its subscriptions and teardowns into the same log as the sink. */
function loggedSource(log: string[], name: string) {
  const values = new Subject<number>();
  const frames$ = new Observable<number>((subscriber) => {
    log.push(`subscribe ${name}`);
    const inner = values.subscribe(subscriber);
    return () => {
      inner.unsubscribe();
      log.push(`unsubscribe ${name}`);
    };
  });
  return { frames$, values };
}

function loggingSink(log: string[]) {
  let made = 0;
  return (element: HTMLDivElement): FrameSink<number> => {
    const id = ++made;
    log.push(`create ${id} on ${element.className}`);
    return {
      begin: () => log.push(`begin ${id}`),
      write: (value) => log.push(`write ${id}: ${value}`),
      fail: () => log.push(`fail ${id}`),
      dispose: () => log.push(`dispose ${id}`),
    };
  };
}

interface ViewProps {
  frames$: Observable<number>;
  create: (element: HTMLDivElement) => FrameSink<number>;
  sinkKey?: string;
  onRestart?: (restart: () => void) => void;
}

function View({ frames$, create, sinkKey, onRestart }: ViewProps) {
  const { ref, restart } = useFrameSink(frames$, create, sinkKey);
  onRestart?.(restart);
  return <div className="sink-host" ref={ref} />;
}

function mount(props: ViewProps) {
  let commits = 0;
  const tree = (p: ViewProps) => (
    <Profiler id="sink" onRender={() => commits++}>
      <View {...p} />
    </Profiler>
  );
  const view = render(tree(props));
  return { ...view, rerender: (p: ViewProps) => view.rerender(tree(p)), commits: () => commits };
}

describe('useFrameSink', () => {
  afterEach(cleanup);

  it('creates the sink from the element, begins, writes each value, then unsubscribes before it disposes', () => {
    const log: string[] = [];
    const { frames$, values } = loggedSource(log, 'a');
    const view = mount({ frames$, create: loggingSink(log) });
    act(() => values.next(1));
    act(() => values.next(2));
    view.unmount();
    act(() => values.next(3));
    expect(log).toEqual(['create 1 on sink-host', 'begin 1', 'subscribe a', 'write 1: 1', 'write 1: 2', 'unsubscribe a', 'dispose 1']);
  });

  it('commits nothing to React per frame', () => {
    const log: string[] = [];
    const { frames$, values } = loggedSource(log, 'a');
    const view = mount({ frames$, create: loggingSink(log) });
    const before = view.commits();
    for (let n = 0; n < 10; n++) act(() => values.next(n));
    expect(view.commits()).toBe(before);
    expect(log.filter((line) => line.startsWith('write'))).toHaveLength(10);
  });

  it('subscribes a new stream into the same sink', () => {
    const log: string[] = [];
    const a = loggedSource(log, 'a');
    const b = loggedSource(log, 'b');
    const create = loggingSink(log);
    const view = mount({ frames$: a.frames$, create });
    view.rerender({ frames$: b.frames$, create });
    act(() => a.values.next(1));
    act(() => b.values.next(2));
    expect(log).toEqual(['create 1 on sink-host', 'begin 1', 'subscribe a', 'unsubscribe a', 'begin 1', 'subscribe b', 'write 1: 2']);
  });

  it('re-creates the sink when its key changes, disposing the old one after its subscription ends', () => {
    const log: string[] = [];
    const { frames$, values } = loggedSource(log, 'a');
    const create = loggingSink(log);
    const view = mount({ frames$, create, sinkKey: 'x' });
    view.rerender({ frames$, create, sinkKey: 'y' });
    act(() => values.next(1));
    expect(log).toEqual([
      'create 1 on sink-host',
      'begin 1',
      'subscribe a',
      'unsubscribe a',
      'dispose 1',
      'create 2 on sink-host',
      'begin 2',
      'subscribe a',
      'write 2: 1',
    ]);
  });

  it('tells the sink when the stream fails, and restart subscribes it again into the same sink', () => {
    const log: string[] = [];
    let attempts = 0;
    const flaky$ = new Observable<number>((subscriber) => {
      if (++attempts === 1) subscriber.error(new Error('gone'));
      else subscriber.next(7);
    });
    let restart = () => {};
    mount({ frames$: flaky$, create: loggingSink(log), onRestart: (r) => (restart = r) });
    act(() => restart());
    expect(log).toEqual(['create 1 on sink-host', 'begin 1', 'fail 1', 'begin 1', 'write 1: 7']);
  });
});
