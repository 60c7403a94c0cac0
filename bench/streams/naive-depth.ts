/**
 * The baseline a first attempt would write: the same book rules as src/streams/depth-reducer.ts,
 * but every update copies each side into a Map, applies the changes, re-sorts the whole side and
 * computes the checksum. Same price comparison and CRC code as the real reducer, so the ratio
 * measures the data structure and the work avoided.
 */
import type { Level } from '@contract/market';
import { compareDecimal, isZeroDecimal } from '../../src/decimal';
import { depthChecksum } from '../../src/streams/depth-checksum';
import type { DepthBook, DepthMsg } from '../../src/streams/depth-reducer';

const desc = (a: Level, b: Level) => compareDecimal(b[0], a[0]);
const asc = (a: Level, b: Level) => compareDecimal(a[0], b[0]);

function rebuild(side: readonly Level[], changes: readonly Level[], order: typeof asc): Level[] {
  const levels = new Map(side);
  for (const [price, qty] of changes) {
    if (isZeroDecimal(qty)) levels.delete(price);
    else levels.set(price, qty);
  }
  return [...levels].sort(order);
}

export function naiveApplyDepth(book: DepthBook, msg: DepthMsg): DepthBook {
  if (msg.type === 'snapshot') {
    const bids = rebuild([], msg.data.bids, desc);
    const asks = rebuild([], msg.data.asks, asc);
    return { ready: true, seq: msg.seq, bids, asks, checksum: depthChecksum(bids, asks), fault: null };
  }
  if (!book.ready || msg.seq <= book.seq) return book;
  if (msg.seq !== book.seq + 1) return { ready: false, seq: msg.seq, bids: [], asks: [], checksum: 0, fault: 'gap' };
  const bids = rebuild(book.bids, msg.data.bids, desc);
  const asks = rebuild(book.asks, msg.data.asks, asc);
  const checksum = depthChecksum(bids, asks);
  if (checksum !== msg.data.checksum) return { ready: false, seq: msg.seq, bids: [], asks: [], checksum: 0, fault: 'checksum' };
  return { ready: true, seq: msg.seq, bids, asks, checksum, fault: null };
}
