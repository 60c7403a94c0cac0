/** A socket's client operations, run one after another: an `auth` must finish before the `sub` that follows it. */
export class OpQueue {
  #tail: Promise<void> = Promise.resolve();
  #pending = 0;

  /** `stopped`: once true, queued operations are dropped (a closed connection must not subscribe again). */
  constructor(private readonly stopped: () => boolean) {}

  /** Operations queued and not yet finished. */
  get pending(): number {
    return this.#pending;
  }

  /** Runs `op` after every operation queued before it. `op` answers its own errors; a failure here is only logged. */
  push(op: () => Promise<void>): void {
    this.#pending++;
    this.#tail = this.#tail
      .then(() => (this.stopped() ? undefined : op()))
      .catch((err: unknown) => console.error('gateway: an operation failed', err))
      .finally(() => {
        this.#pending--;
      });
  }
}
