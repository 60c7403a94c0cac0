/**
 * The one depth update of a book per group commit. The commands of a group move the book one after
 * the other, but the book's seq moves once, when the group committed: the update carries the
 * final quantity of every level any of them touched (absolute, "0" removes), so a client holding
 * the book at the previous seq ends exactly at the committed book. A group of one command sends
 * what that command alone would have sent.
 */
import type { Level } from '@contract/market';
import { toUnits } from '../money';
import type { DepthChange } from './types';

export class GroupDepth {
  private readonly bids = new Map<string, Level>();
  private readonly asks = new Map<string, Level>();
  private changed = false;

  /** `seq`: the book's seq before the group */
  constructor(readonly seq: number) {}

  /** A later change of a level replaces an earlier one: levels carry absolute quantities. */
  add(change: DepthChange | null): void {
    if (!change) return;
    this.changed = true;
    for (const level of change.bids) this.bids.set(level[0], level);
    for (const level of change.asks) this.asks.set(level[0], level);
  }

  /** The update to publish once the group committed, or null when the book did not change. */
  change(): DepthChange | null {
    if (!this.changed) return null;
    return { seq: this.seq + 1, bids: sortedLevels(this.bids, -1), asks: sortedLevels(this.asks, 1) };
  }
}

/** Best first: bids high to low (direction -1), asks low to high (1). */
function sortedLevels(levels: ReadonlyMap<string, Level>, direction: 1 | -1): Level[] {
  const keyed = [...levels.values()].map((level) => ({ level, units: toUnits(level[0]) }));
  keyed.sort((a, b) => (a.units === b.units ? 0 : (a.units < b.units ? -1 : 1) * direction));
  return keyed.map((k) => k.level);
}
