import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Level } from '@contract/market';
import { depthChecksum, depthChecksumOfSlots } from '../../src/streams/depth-checksum';

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

describe('depthChecksumOfSlots', () => {
  const slots = (side: Level[]) => side.map((level) => ({ level, crc: 0, length: -1 }));
  it.each<[string, Level[], Level[]]>([
    ['an empty book', [], []],
    ['one side only', levels('1', 3), []],
    ['deeper than 25 levels, sides of different depth', levels('1', 30), levels('2', 27)],
    ['text outside ASCII, a lone surrogate included', [['€64000', 'x\ud800y']], [['64001.00', 'ü']]],
  ])('%s: the same checksum as from the text', (_, bids, asks) => {
    const [bidSlots, askSlots] = [slots(bids.slice(0, 25)), slots(asks.slice(0, 25))];
    expect(depthChecksumOfSlots(bidSlots, askSlots)).toBe(depthChecksum(bids, asks));
    // a second pass reads the pieces kept in the slots
    expect(depthChecksumOfSlots(bidSlots, askSlots)).toBe(depthChecksum(bids, asks));
  });
});
