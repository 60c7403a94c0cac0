/** Per-command latency samples and the summary every engine bench prints. */
export interface LatencySummary {
  commands: number;
  perSecond: number;
  p50Us: number;
  p99Us: number;
}

export class LatencyRecorder {
  private readonly samples: number[] = [];
  private totalMs = 0;

  /** Adds one command that took `ms` milliseconds. */
  add(ms: number): void {
    this.samples.push(ms);
    this.totalMs += ms;
  }

  summary(): LatencySummary {
    const sorted = Float64Array.from(this.samples).sort();
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return {
      commands: sorted.length,
      perSecond: Math.round(sorted.length / (this.totalMs / 1000)),
      p50Us: round(at(0.5) * 1000),
      p99Us: round(at(0.99) * 1000),
    };
  }
}

const round = (n: number): number => Math.round(n * 10) / 10;
