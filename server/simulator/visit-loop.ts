/**
 * The simulators' round robin (the spot market's and the perpetuals' bots alike): visit `n` every `tickMs` of wall
 * time, stopped at once by stop(). A failed visit is logged and the loop goes on.
 */
import { Pacer } from './pacer';

/** Falling further behind than this drops ticks instead of bursting to catch up. */
const MAX_LAG_MS = 2000;

export class VisitLoop {
  private running = false;
  private loop: Promise<void> | null = null;
  private readonly pacer = new Pacer();

  /** `visit(n)` runs the n-th visit since start; `label(n)` names it in the log when it fails. */
  start(tickMs: number, visit: (n: number) => Promise<void>, label: (n: number) => string): void {
    this.running = true;
    this.loop = this.run(tickMs, visit, label);
  }

  async stop(): Promise<void> {
    this.running = false;
    this.pacer.interrupt();
    await this.loop;
    this.loop = null;
  }

  private async run(tickMs: number, visit: (n: number) => Promise<void>, label: (n: number) => string): Promise<void> {
    let due = Date.now();
    for (let n = 0; this.running; n++) {
      await this.pacer.until(due);
      if (!this.running) break;
      if (Date.now() - due > MAX_LAG_MS) due = Date.now();
      try {
        await visit(n);
      } catch (err) {
        console.error(`market: visit of ${label(n)} failed`, err);
      }
      due += tickMs;
    }
  }
}
