import { describe, expect, it } from 'vitest';
import { DepthMirror, depthChecksum } from '../../../server/ws/depth-mirror';
import { crc32 } from './client-book';

describe('DepthMirror', () => {
  it('keeps bids descending and asks ascending under absolute updates', () => {
    const m = new DepthMirror({
      seq: 5,
      bids: [
        ['10.00', '1'],
        ['9.00', '2'],
      ],
      asks: [['11.00', '1']],
    });
    m.apply({
      seq: 6,
      bids: [
        ['9.50', '3'],
        ['10.00', '0'],
        ['8.00', '1'],
      ],
      asks: [
        ['12.00', '2'],
        ['10.50', '1'],
        ['11.00', '0.5'],
      ],
    });
    expect(m.seq).toBe(6);
    expect(m.snapshot(10)).toEqual({
      bids: [
        ['9.50', '3'],
        ['9.00', '2'],
        ['8.00', '1'],
      ],
      asks: [
        ['10.50', '1'],
        ['11.00', '0.5'],
        ['12.00', '2'],
      ],
    });
    expect(m.snapshot(1)).toEqual({ bids: [['9.50', '3']], asks: [['10.50', '1']] });
  });

  it('treats a zero quantity with decimals as a removal and ignores removing a missing level', () => {
    const m = new DepthMirror({ seq: 1, bids: [['10.00', '1']], asks: [] });
    m.apply({
      seq: 2,
      bids: [
        ['10.00', '0.000'],
        ['7.00', '0'],
      ],
      asks: [],
    });
    expect(m.snapshot(5)).toEqual({ bids: [], asks: [] });
  });

  it('checksums the top 25 levels, interleaving bid and ask, as the protocol example', () => {
    expect(depthChecksum([['64000.00', '1.5']], [['64001.00', '0.2']])).toBe(crc32('64000.00:1.5:64001.00:0.2'));
    const bids = Array.from({ length: 30 }, (_, i) => [`${100 - i}.0`, '1'] as [string, string]);
    const asks = Array.from({ length: 3 }, (_, i) => [`${101 + i}.0`, '2'] as [string, string]);
    const text = bids
      .slice(0, 25)
      .flatMap((b, i) => [`${b[0]}:${b[1]}`, ...(asks[i] ? [`${asks[i]![0]}:${asks[i]![1]}`] : [])])
      .join(':');
    expect(depthChecksum(bids, asks)).toBe(crc32(text));
    expect(depthChecksum([], [])).toBe(0);
  });
});
