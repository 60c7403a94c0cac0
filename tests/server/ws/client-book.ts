/**
 * What a client does with depth messages (docs/protocol.md), written independently of the server:
 * its own CRC-32 table, its own level maps. Tests feed it the frames they receive.
 */
import type { Level } from '@contract/market';

const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, 'utf8')) crc = TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export type Outcome = 'applied' | 'stale' | 'gap' | 'mismatch';

export class ClientBook {
  seq: number;
  private readonly bids = new Map<string, string>();
  private readonly asks = new Map<string, string>();

  constructor(snapshot: { seq: number; data: { bids: Level[]; asks: Level[] } }) {
    this.seq = snapshot.seq;
    for (const [p, q] of snapshot.data.bids) this.bids.set(p, q);
    for (const [p, q] of snapshot.data.asks) this.asks.set(p, q);
  }

  apply(update: { seq: number; data: { bids: Level[]; asks: Level[]; checksum: number } }): Outcome {
    if (update.seq <= this.seq) return 'stale';
    if (update.seq > this.seq + 1) return 'gap';
    for (const [p, q] of update.data.bids) Number(q) === 0 ? this.bids.delete(p) : this.bids.set(p, q);
    for (const [p, q] of update.data.asks) Number(q) === 0 ? this.asks.delete(p) : this.asks.set(p, q);
    this.seq = update.seq;
    return this.checksum() === update.data.checksum ? 'applied' : 'mismatch';
  }

  levels(): { bids: Level[]; asks: Level[] } {
    return {
      bids: [...this.bids.entries()].sort((a, b) => Number(b[0]) - Number(a[0])),
      asks: [...this.asks.entries()].sort((a, b) => Number(a[0]) - Number(b[0])),
    };
  }

  checksum(): number {
    const { bids, asks } = this.levels();
    const parts: string[] = [];
    for (let i = 0; i < 25; i++) {
      if (bids[i]) parts.push(`${bids[i]![0]}:${bids[i]![1]}`);
      if (asks[i]) parts.push(`${asks[i]![0]}:${asks[i]![1]}`);
    }
    return crc32(parts.join(':'));
  }
}
