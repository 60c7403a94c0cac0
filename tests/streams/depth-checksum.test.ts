import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Level } from '@contract/market';
import { depthChecksum, sameChecksumLevels } from '../../src/streams/depth-checksum';

const levels = (prefix: string, n: number): Level[] => Array.from({ length: n }, (_, i) => [`${prefix}${i}.00`, `${i}.5`]);
const textOf = (parts: string[]) => crc32(Buffer.from(parts.join(':')));

describe('depthChecksum (docs/protocol.md)', () => {
  it.each<[string, Level[], Level[], string]>([
    ['the documented example', [['64000.00', '1.5']], [['64001.00', '0.2']], '64000.00:1.5:64001.00:0.2'],
    ['an empty book', [], [], ''],
    [
      'bids only',
      [
        ['2.00', '1'],
        ['1.00', '3'],
      ],
      [],
      '2.00:1:1.00:3',
    ],
    [
      'more asks than bids: the missing bid is skipped',
      [['1.00', '1']],
      [
        ['2.00', '1'],
        ['3.00', '2'],
      ],
      '1.00:1:2.00:1:3.00:2',
    ],
  ])('%s: CRC-32 of "%s…"', (_, bids, asks, text) => {
    expect(depthChecksum(bids, asks)).toBe(crc32(Buffer.from(text)));
  });

  it('covers the top 25 levels of each side, interleaved bid then ask, and nothing deeper', () => {
    const bids = levels('1', 30);
    const asks = levels('2', 30);
    const parts = Array.from({ length: 25 }, (_, i) => [...bids[i]!, ...asks[i]!]).flat();
    expect(depthChecksum(bids, asks)).toBe(textOf(parts));
  });
});

describe('sameChecksumLevels', () => {
  const side = levels('1', 30);
  it.each<[string, Level[], boolean]>([
    ['the same array', side, true],
    ['a change below rank 25', [...side.slice(0, 27), ['9.00', '1'], ...side.slice(28)], true],
    ['a removal below rank 25', side.slice(0, 29), true],
    ['a new quantity at rank 25 (index 24)', [...side.slice(0, 24), ['124.00', '7'], ...side.slice(25)], false],
    ['a removal in the top that pulls a deeper level up', [...side.slice(0, 3), ...side.slice(4)], false],
  ])('%s → %s', (_, after, same) => {
    expect(sameChecksumLevels(side, after)).toBe(same);
  });
});
