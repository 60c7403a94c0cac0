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
 * A level as the reducer keeps it, with the CRC of its piece of the checksum text, `:price:qty`
 * (separator first), fed into a zero register (`crc`, valid when `length` >= 0, the piece's length
 * in bytes), filled on first use and kept until the level changes. CRC-32 is linear, so the
 * checksum over many levels can be put together from these pieces (crc32Append) without reading
 * their text again.
 */
export interface ChecksumSlot {
  level: Level;
  crc: number;
  length: number;
}

/**
 * depthChecksum over the levels of `bids` and `asks` (each at most DEPTH_CHECKSUM_LEVELS, best
 * first). Every piece starts with its separator, so the register starts where that first
 * separator leads to the usual initial one, and every piece is appended alike.
 */
export function depthChecksumOfSlots(bids: readonly ChecksumSlot[], asks: readonly ChecksumSlot[]): number {
  const ranks = Math.max(bids.length, asks.length);
  if (ranks === 0) return crc32Final(CRC32_INIT);
  let crc = BEFORE_FIRST_SEPARATOR;
  for (let i = 0; i < ranks; i++) {
    const bid = bids[i];
    const ask = asks[i];
    if (bid) crc = appendSlot(crc, bid);
    if (ask) crc = appendSlot(crc, ask);
  }
  return crc32Final(crc);
}

function appendSlot(crc: number, slot: ChecksumSlot): number {
  if (slot.length < 0) {
    const [price, qty] = slot.level;
    slot.crc = crc32Update(crc32Update(crc32Update(crc32Update(0, ':'), price), ':'), qty); // no joined string to allocate
    slot.length = 2 + utf8Length(price) + utf8Length(qty);
  }
  return crc32Append(crc, slot.crc, slot.length);
}

function utf8Length(text: string): number {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return new TextEncoder().encode(text).length;
  return text.length;
}

/** The register that feeding ':' turns into CRC32_INIT. */
const BEFORE_FIRST_SEPARATOR = registerBefore(':', CRC32_INIT);

/**
 * One CRC step run backwards: the register from which feeding the one-byte `text` gives `target`.
 * A step is linear, update(r, c) = update(r, NUL) ^ update(0, c), and update(r, NUL) is
 * table[r & 0xff] ^ (r >>> 8), whose top byte comes from the table entry alone; the 256 entries
 * have distinct top bytes, so that byte picks the entry, and the rest of r follows.
 */
function registerBefore(text: string, target: number): number {
  const wanted = (target ^ crc32Update(0, text)) >>> 0;
  for (let low = 0; low < 256; low++) {
    const entry = crc32Update(low, '\0') >>> 0;
    if (entry >>> 24 === wanted >>> 24) return ((((wanted ^ entry) >>> 0) << 8) | low) >>> 0;
  }
  throw new Error('CRC-32 table entries have distinct top bytes');
}

/** For each byte length, the linear map "feed that many zero bytes", as four tables of one byte each. */
const zeroFeeds: Uint32Array[] = [];

/**
 * The register after feeding, to the register `crc`, a text whose CRC from a zero register is
 * `pieceCrc` and whose length is `length` bytes: CRC-32 is linear, so that is `crc` moved on by
 * `length` zero bytes, xor `pieceCrc`; moving on is four table look-ups instead of `length` steps.
 */
function crc32Append(crc: number, pieceCrc: number, length: number): number {
  const feed = (zeroFeeds[length] ??= zeroFeedTable(length));
  return (
    (feed[crc & 0xff]! ^ feed[256 + ((crc >>> 8) & 0xff)]! ^ feed[512 + ((crc >>> 16) & 0xff)]! ^ feed[768 + (crc >>> 24)]! ^ pieceCrc) >>>
    0
  );
}

function zeroFeedTable(length: number): Uint32Array {
  const zeros = '\0'.repeat(length);
  const table = new Uint32Array(1024);
  for (let byte = 0; byte < 4; byte++) {
    for (let value = 0; value < 256; value++) table[byte * 256 + value] = crc32Update((value << (8 * byte)) >>> 0, zeros) >>> 0;
  }
  return table;
}
