/**
 * Injected into the page before the app loads. Between `__probe.start()` and `__probe.stop()` it
 * records every animation frame's interval, long tasks, and React commits. Commits come through the
 * devtools hook React calls after each commit (production builds call it too); each commit's fiber
 * tree is walked, as React DevTools does, to find the components that rendered in it, and each of
 * those is attributed to a widget of the coin page by the CSS class of the widget's root element
 * (names of components are minified away in the production bundle, classes are not).
 */
export const WIDGET_CLASSES: Readonly<Record<string, string>> = {
  'coin-header': 'header',
  'coin-chart': 'chart',
  ladder: 'book',
  trades: 'trades',
  'coin-depth': 'depth',
  'coin-details': 'detailTabs',
};

export const PAGE_PROBES = `(() => {
  const WIDGETS = Object.entries(${JSON.stringify(WIDGET_CLASSES)});
  // React's work tags (function, class, forwardRef, memo, simple memo) and host element; PerformedWork flag.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const HOST = 5;
  const PERFORMED_WORK = 1;
  let rec = null;
  let frame = 0;
  let last = 0;

  const loop = (t) => {
    if (rec && last) rec.frames.push(t - last);
    last = t;
    frame++;
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  try {
    new PerformanceObserver((list) => {
      if (!rec) return;
      for (const e of list.getEntries()) { rec.longTasks++; rec.longTaskMs += e.duration; rec.longTaskMaxMs = Math.max(rec.longTaskMaxMs, e.duration); }
    }).observe({ type: 'longtask', buffered: false });
  } catch {}

  // Cached per element: the walk meets the same rows on every commit, and the probe's own cost
  // lands in the frames it measures.
  const widgetOf = new WeakMap();
  const widgetOfElement = (el) => {
    if (!el || !el.classList) return null;
    let name = widgetOf.get(el);
    if (name === undefined) {
      name = null;
      for (const [cls, widget] of WIDGETS) if (el.classList.contains(cls)) name = widget;
      widgetOf.set(el, name);
    }
    return name;
  };
  const firstHost = (fiber) => {
    for (let f = fiber.child; f; f = f.child) if (f.tag === HOST) return f.stateNode;
    return null;
  };
  // A component renders in a commit when it mounts or has PerformedWork; a subtree whose child
  // pointer is unchanged was bailed out whole and is skipped (its fibers still carry old flags).
  const walk = (fiber, widget, touched) => {
    for (let f = fiber; f; f = f.sibling) {
      let inner = widget;
      if (f.tag === HOST) inner = widgetOfElement(f.stateNode) || widget;
      if (COMPONENT_TAGS.has(f.tag) && (f.alternate === null || (f.flags & PERFORMED_WORK) !== 0)) {
        const name = widgetOfElement(firstHost(f)) || widget || 'other';
        touched.set(name, (touched.get(name) || 0) + 1);
      }
      if (f.child && (f.alternate === null || f.child !== f.alternate.child)) walk(f.child, inner, touched);
    }
  };

  const bump = (map, key, by = 1) => map.set(key, (map.get(key) || 0) + by);
  window.__probe = {
    start() {
      rec = { frames: [], longTasks: 0, longTaskMs: 0, longTaskMaxMs: 0, commits: 0, commitsPerFrame: new Map(), widgets: new Map(), startedAt: performance.now() };
      last = 0;
    },
    stop() {
      const r = rec;
      rec = null;
      const widgets = {};
      for (const [name, w] of r.widgets) {
        const perFrame = [...w.perFrame.values()];
        widgets[name] = { commits: w.commits, renders: w.renders, maxInOneFrame: Math.max(...perFrame), framesWithMoreThanOne: perFrame.filter((n) => n > 1).length };
      }
      return {
        ms: performance.now() - r.startedAt, frames: r.frames, longTasks: r.longTasks, longTaskMs: r.longTaskMs, longTaskMaxMs: r.longTaskMaxMs, commits: r.commits,
        maxCommitsInOneFrame: Math.max(0, ...r.commitsPerFrame.values()), widgets,
      };
    },
  };

  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      if (!rec) return;
      rec.commits++;
      bump(rec.commitsPerFrame, frame);
      const touched = new Map();
      walk(root.current.child, null, touched);
      for (const [name, renders] of touched) {
        let w = rec.widgets.get(name);
        if (!w) rec.widgets.set(name, (w = { commits: 0, renders: 0, perFrame: new Map() }));
        w.commits++;
        w.renders += renders;
        bump(w.perFrame, frame);
      }
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})();`;

export interface WidgetCommits {
  /** commits in which at least one component of the widget rendered */
  commits: number;
  /** component renders of the widget, summed over those commits */
  renders: number;
  maxInOneFrame: number;
  framesWithMoreThanOne: number;
}

export interface ProbeResult {
  ms: number;
  /** intervals between consecutive animation frames, ms */
  frames: number[];
  longTasks: number;
  longTaskMs: number;
  longTaskMaxMs: number;
  commits: number;
  maxCommitsInOneFrame: number;
  widgets: Record<string, WidgetCommits>;
}
