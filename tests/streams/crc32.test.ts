import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../../src/streams/crc32';

describe('crc32', () => {
  it.each([
    ['', 0],
    ['123456789', 0xcbf43926],
    ['The quick brown fox jumps over the lazy dog', 0x414fa339],
    ['64000.00:1.5:64001.00:0.2', zlibCrc32(Buffer.from('64000.00:1.5:64001.00:0.2'))],
  ])('crc32(%j) = %i', (text, expected) => {
    expect(crc32(text)).toBe(expected);
  });

  it('agrees with node:zlib on UTF-8 text, including multi-byte and astral characters', () => {
    for (const text of ['é', '价格:1.5', '€100', '🚀:64000.00', 'a\u0000b', 'x'.repeat(1000) + 'ü']) {
      expect(crc32(text)).toBe(zlibCrc32(Buffer.from(text, 'utf8')));
    }
  });

  it('is an unsigned 32-bit integer', () => {
    const value = crc32('any text at all');
    expect(Number.isInteger(value) && value >= 0 && value <= 0xffffffff).toBe(true);
  });
});
