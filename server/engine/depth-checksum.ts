/**
 * The depth checksum of docs/protocol.md, the server's one implementation: CRC-32 (IEEE, unsigned)
 * of "bid0p:bid0q:ask0p:ask0q:bid1p:…" over the top 25 levels, each level exactly as sent.
 */
import { crc32 } from 'node:zlib';
import type { Level } from '@contract/market';
import { DEPTH_CHECKSUM_LEVELS } from '@contract/ws';

export function depthChecksum(bids: readonly Level[], asks: readonly Level[]): number {
  const parts: string[] = [];
  for (let i = 0; i < DEPTH_CHECKSUM_LEVELS; i++) {
    const bid = bids[i];
    const ask = asks[i];
    if (bid) parts.push(bid[0], bid[1]);
    if (ask) parts.push(ask[0], ask[1]);
  }
  return crc32(parts.join(':')) >>> 0;
}
