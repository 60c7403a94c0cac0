/**
 * Injected into the page before the app loads: records every animation frame's duration, long
 * tasks, and React commits (through the devtools hook React calls after each commit, which works in
 * production builds). Read back with `window.__probe`.
 */
export const PAGE_PROBES = `(() => {
  const probe = { frames: [], longTaskMs: 0, longTasks: 0, commits: 0, commitTimes: [], recording: false };
  window.__probe = probe;
  let last = 0;
  const loop = (t) => {
    if (probe.recording && last) probe.frames.push(t - last);
    last = t;
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  try {
    new PerformanceObserver((list) => {
      if (!probe.recording) return;
      for (const e of list.getEntries()) { probe.longTasks++; probe.longTaskMs += e.duration; }
    }).observe({ type: 'longtask', buffered: false });
  } catch {}
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {
      if (!probe.recording) return;
      probe.commits++;
      probe.commitTimes.push(performance.now());
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})();`;

export interface ProbeResult {
  frames: number[];
  longTaskMs: number;
  longTasks: number;
  commits: number;
  commitTimes: number[];
}
