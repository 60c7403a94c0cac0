/** Follows every depth channel of one bench client like a real client would, counting seq gaps and checksum mismatches. */
import { crc32 } from 'node:zlib';

type Level = [string, string];
interface Book {
  seq: number;
  bids: Map<string, string>;
  asks: Map<string, string>;
}

export class ClientBookCheck {
  applied = 0;
  errors = 0;
  private readonly books = new Map<string, Book>();

  receive(msg: { ch?: string; type?: string; seq?: number; data?: unknown }): void {
    if (!msg.ch?.startsWith('depth.') || msg.seq === undefined) return;
    const data = msg.data as { bids: Level[]; asks: Level[]; checksum?: number };
    if (msg.type === 'snapshot') {
      this.books.set(msg.ch, { seq: msg.seq, bids: new Map(data.bids), asks: new Map(data.asks) });
      return;
    }
    const book = this.books.get(msg.ch);
    if (!book || msg.seq <= book.seq) return;
    if (msg.seq !== book.seq + 1) {
      this.errors++;
      this.books.delete(msg.ch);
      return;
    }
    for (const [p, q] of data.bids) Number(q) === 0 ? book.bids.delete(p) : book.bids.set(p, q);
    for (const [p, q] of data.asks) Number(q) === 0 ? book.asks.delete(p) : book.asks.set(p, q);
    book.seq = msg.seq;
    if (checksum(book) === data.checksum) this.applied++;
    else this.errors++;
  }
}

function checksum(book: Book): number {
  const bids = [...book.bids.entries()].sort((a, b) => Number(b[0]) - Number(a[0]));
  const asks = [...book.asks.entries()].sort((a, b) => Number(a[0]) - Number(b[0]));
  const parts: string[] = [];
  for (let i = 0; i < 25; i++) {
    if (bids[i]) parts.push(bids[i]![0], bids[i]![1]);
    if (asks[i]) parts.push(asks[i]![0], asks[i]![1]);
  }
  return crc32(parts.join(':')) >>> 0;
}
