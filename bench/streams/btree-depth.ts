/**
 * The peer: an order book as a well-kept library gives it, one sorted-btree BTree a side (mutable,
 * O(log n) per level), with the same book rules as src/streams/depth-reducer.ts (seq order, absolute
 * quantities, 0 removes, CRC-32 over the top 25 checked on every update). Same price comparison and
 * CRC code as ours, and the same shortcut: the checksum is recomputed only when a change reaches the
 * top 25, so the ratio measures the data structure.
 */
import SortedBTree from 'sorted-btree';
import type { Level } from '@contract/market';
import { DEPTH_CHECKSUM_LEVELS } from '@contract/ws';
import { compareDecimal, isZeroDecimal } from '../../src/decimal';
import { depthChecksum } from '../../src/streams/depth-checksum';
import type { DepthMsg } from '../../src/streams/depth-reducer';
import type { BookSession } from './book-contenders';

// sorted-btree is CommonJS with only `exports.default`: Node's ESM loader hands the whole exports
// object over as the default import, where TypeScript and bundlers give the class itself.
const BTree = (SortedBTree as unknown as { default?: typeof SortedBTree }).default ?? SortedBTree;
type BTree<K, V> = SortedBTree<K, V>;

const descending = (a: string, b: string) => compareDecimal(b, a);

class BTreeSide {
  readonly tree: BTree<string, Level>;
  /** the top 25 as of the last checksum, to tell whether a change reaches it */
  top25: Level[] = [];

  constructor(compare: (a: string, b: string) => number) {
    this.tree = new BTree<string, Level>(undefined, compare);
  }

  /** Applies one change; true when it may have changed the top 25. */
  apply(change: Level): boolean {
    const reachesTop =
      this.top25.length < DEPTH_CHECKSUM_LEVELS || this.tree._compare(change[0], this.top25[DEPTH_CHECKSUM_LEVELS - 1]![0]) <= 0;
    if (isZeroDecimal(change[1])) this.tree.delete(change[0]);
    else this.tree.set(change[0], change);
    return reachesTop;
  }

  top(n: number): Level[] {
    const out: Level[] = [];
    if (n === 0) return out;
    for (const pair of this.tree.entries(undefined, [])) {
      out.push(pair[1]);
      if (out.length === n) break;
    }
    return out;
  }
}

export function startBTreeBook(snapshot: DepthMsg): BookSession {
  const bids = new BTreeSide(descending);
  const asks = new BTreeSide(compareDecimal);
  if (snapshot.type !== 'snapshot') throw new Error('a book starts from a snapshot');
  for (const level of snapshot.data.bids) bids.apply(level);
  for (const level of snapshot.data.asks) asks.apply(level);
  bids.top25 = bids.top(DEPTH_CHECKSUM_LEVELS);
  asks.top25 = asks.top(DEPTH_CHECKSUM_LEVELS);
  let seq = snapshot.seq;
  let checksum = depthChecksum(bids.top25, asks.top25);
  return {
    apply(msg) {
      if (msg.type === 'snapshot' || msg.seq !== seq + 1) throw new Error(`the btree book expected seq ${seq + 1}`);
      seq = msg.seq;
      let reachesTop = false;
      for (const change of msg.data.bids) if (bids.apply(change)) reachesTop = true;
      for (const change of msg.data.asks) if (asks.apply(change)) reachesTop = true;
      if (reachesTop) {
        bids.top25 = bids.top(DEPTH_CHECKSUM_LEVELS);
        asks.top25 = asks.top(DEPTH_CHECKSUM_LEVELS);
        checksum = depthChecksum(bids.top25, asks.top25);
      }
      if (checksum !== msg.data.checksum) throw new Error(`the btree book broke at seq ${seq}`);
    },
    top: (n) => ({ bids: bids.top(n), asks: asks.top(n) }),
    all: () => ({ bids: bids.tree.valuesArray(), asks: asks.tree.valuesArray() }),
  };
}
