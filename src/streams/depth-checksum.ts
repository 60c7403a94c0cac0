import type { Level } from '@contract/market';
import { DEPTH_CHECKSUM_LEVELS } from '@contract/ws';
import { CRC32_INIT, crc32Final, crc32Update } from './crc32';

/**
 * The depth checksum of docs/protocol.md: CRC-32 of the text made of, for each of the top 25 ranks,
 * the bid then the ask where present, each as `price:qty`, all joined with ':'
 * ("64000.00:1.5:64001.00:0.2"). The CRC is fed piece by piece instead of building the text,
 * since this runs on every update that touches the top of the book.
 */
export function depthChecksum(bids: readonly Level[], asks: readonly Level[]): number {
  let crc = CRC32_INIT;
  let first = true;
  const ranks = Math.min(DEPTH_CHECKSUM_LEVELS, Math.max(bids.length, asks.length));
  for (let i = 0; i < ranks; i++) {
    const bid = bids[i];
    const ask = asks[i];
    if (bid) {
      crc = addLevel(crc, bid, first);
      first = false;
    }
    if (ask) {
      crc = addLevel(crc, ask, first);
      first = false;
    }
  }
  return crc32Final(crc);
}

function addLevel(crc: number, level: Level, first: boolean): number {
  const before = first ? crc : crc32Update(crc, ':');
  return crc32Update(crc32Update(crc32Update(before, level[0]), ':'), level[1]);
}

/**
 * Whether two states of a side share their top 25 levels. Levels are immutable tuples and the
 * reducer replaces a tuple only when its quantity changes, so identity is enough: an update deeper
 * in the book leaves the checksum as it was and it need not be computed again.
 */
export function sameChecksumLevels(before: readonly Level[], after: readonly Level[]): boolean {
  if (before === after) return true;
  const ranks = Math.min(DEPTH_CHECKSUM_LEVELS, Math.max(before.length, after.length));
  for (let i = 0; i < ranks; i++) if (before[i] !== after[i]) return false;
  return true;
}
