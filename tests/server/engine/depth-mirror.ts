/** A book rebuilt only from published depth changes, as a client does: absolute quantities, "0" removes. */
import type { DepthSnapshot, Level } from '@contract/market';
import type { DepthChange } from '../../../server/engine/types';

export class DepthMirror {
  seq = 0;
  private readonly bids = new Map<string, string>();
  private readonly asks = new Map<string, string>();

  apply(change: DepthChange): void {
    if (change.seq !== this.seq + 1) throw new Error(`depth gap: ${this.seq} -> ${change.seq}`);
    this.seq = change.seq;
    for (const [side, levels] of [
      [this.bids, change.bids],
      [this.asks, change.asks],
    ] as const) {
      for (const [price, qty] of levels) {
        if (qty === '0') side.delete(price);
        else side.set(price, qty);
      }
    }
  }

  /** In snapshot order: bids descending, asks ascending. */
  snapshot(): DepthSnapshot {
    const sorted = (m: Map<string, string>, dir: number): Level[] => [...m].sort((a, b) => dir * (Number(a[0]) - Number(b[0])));
    return { bids: sorted(this.bids, -1), asks: sorted(this.asks, 1), seq: this.seq };
  }
}
