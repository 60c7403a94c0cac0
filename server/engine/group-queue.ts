/**
 * Collects the commands submitted during one turn of the event loop (and while the previous group
 * is still running) and hands them to `runGroup` together: the batching half of group commit.
 * `runGroup` settles every job it is given, after its transaction committed or failed.
 */

export interface Job<C, R> {
  command: C;
  resolve(result: R): void;
  reject(err: unknown): void;
}

/** Commands per group at most: keeps one transaction, and the wait of its first command, bounded. */
export const MAX_GROUP = 1_000;

export class GroupQueue<C, R> {
  private waiting: Job<C, R>[] = [];
  private draining = false;

  constructor(private readonly runGroup: (jobs: Job<C, R>[]) => Promise<void>) {}

  submit(command: C): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ command, resolve, reject });
      if (this.draining) return;
      this.draining = true;
      // setImmediate runs after the I/O of this turn: requests that arrived together run together
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const jobs = this.waiting.splice(0, MAX_GROUP);
      try {
        await this.runGroup(jobs);
      } catch (err) {
        for (const job of jobs) job.reject(err);
      }
    }
    this.draining = false;
  }
}
