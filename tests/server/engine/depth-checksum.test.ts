import { describe, expect, it } from 'vitest';
import { depthChecksum } from '../../../server/engine/depth-checksum';
import { crc32 } from '../ws/client-book';

describe('depthChecksum', () => {
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
