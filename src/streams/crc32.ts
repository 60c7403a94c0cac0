/** CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), the depth checksum of docs/protocol.md. */

const TABLE = buildTable();

function buildTable(): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

function step(crc: number, byte: number): number {
  return TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
}

/** The running state before any byte; feed it to crc32Update, finish with crc32Final. */
export const CRC32_INIT = 0xffffffff;

export function crc32Final(crc: number): number {
  return (crc ^ 0xffffffff) >>> 0;
}

/** CRC-32 of the UTF-8 bytes of `text`, as an unsigned 32-bit integer. */
export function crc32(text: string): number {
  return crc32Final(crc32Update(CRC32_INIT, text));
}

/**
 * Adds the UTF-8 bytes of `text` to a running CRC, so that a checksum over many pieces needs no
 * joined string. The bytes are produced inline rather than with TextEncoder because the depth
 * checksum runs on every update and an encoder allocates a buffer per call.
 */
export function crc32Update(crc: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code < 0x80) {
      crc = step(crc, code);
      continue;
    }
    if (code >= 0xd800 && code < 0xdc00 && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low < 0xe000) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    if (code >= 0xd800 && code < 0xe000) code = 0xfffd; // a lone surrogate encodes as U+FFFD, as TextEncoder does
    if (code < 0x800) {
      crc = step(crc, 0xc0 | (code >> 6));
    } else if (code < 0x10000) {
      crc = step(crc, 0xe0 | (code >> 12));
      crc = step(crc, 0x80 | ((code >> 6) & 0x3f));
    } else {
      crc = step(crc, 0xf0 | (code >> 18));
      crc = step(crc, 0x80 | ((code >> 12) & 0x3f));
      crc = step(crc, 0x80 | ((code >> 6) & 0x3f));
    }
    crc = step(crc, 0x80 | (code & 0x3f));
  }
  return crc;
}
