/**
 * Prices waiting for the mark: entries that fire when the mark falls to their price (mark ≤ price) or rises to it
 * (mark ≥ price), each kept in a B+ tree ordered by price, so a tick visits only the entries it reaches plus one.
 * Insert, move and remove by id are O(log n). Liquidation prices and TP/SL triggers both live in one of these.
 */
import SortedBTree from 'sorted-btree';
import type { TriggerDirection } from '../math';

// sorted-btree is CommonJS with only `exports.default`: Node's ESM loader hands the whole exports object over as the
// default import, where TypeScript and bundlers give the class itself.
const BTree = (SortedBTree as unknown as { default?: typeof SortedBTree }).default ?? SortedBTree;

interface TriggerKey {
  price: bigint;
  id: string;
}

const byPriceThenId = (a: TriggerKey, b: TriggerKey): number =>
  a.price < b.price ? -1 : a.price > b.price ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

interface Entry<V> {
  key: TriggerKey;
  direction: TriggerDirection;
  value: V;
}

export class PriceTriggers<V> {
  private readonly falls = new BTree<TriggerKey, V>(undefined, byPriceThenId);
  private readonly rises = new BTree<TriggerKey, V>(undefined, byPriceThenId);
  private readonly byId = new Map<string, Entry<V>>();

  get size(): number {
    return this.byId.size;
  }

  /** Adds the trigger `id`, or moves it to a new price or direction. */
  set(id: string, direction: TriggerDirection, price: bigint, value: V): void {
    this.delete(id);
    const key = { price, id };
    this.treeOf(direction).set(key, value);
    this.byId.set(id, { key, direction, value });
  }

  delete(id: string): boolean {
    const entry = this.byId.get(id);
    if (!entry) return false;
    this.treeOf(entry.direction).delete(entry.key);
    this.byId.delete(id);
    return true;
  }

  priceOf(id: string): bigint | undefined {
    return this.byId.get(id)?.key.price;
  }

  /**
   * The values of every trigger `mark` reaches, the furthest crossed first: falling triggers from the highest price
   * down to the mark, then rising ones from the lowest price up to it.
   */
  crossedBy(mark: bigint): V[] {
    const found: V[] = [];
    for (const [key, value] of this.falls.entriesReversed()) {
      if (key.price < mark) break;
      found.push(value);
    }
    for (const [key, value] of this.rises.entries()) {
      if (key.price > mark) break;
      found.push(value);
    }
    return found;
  }

  private treeOf(direction: TriggerDirection) {
    return direction === 'fallsTo' ? this.falls : this.rises;
  }
}
