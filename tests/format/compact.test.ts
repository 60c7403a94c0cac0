import { describe, expect, it } from 'vitest';
import { formatVolume } from '../../src/format';
import { plainSpaces } from './plain-spaces';

describe('formatVolume (the compact-number rule)', () => {
  it.each([
    ['1234567', '1.23M'],
    ['89900000', '89.90M'],
    ['93264000', '93.26M'],
    ['1466.64', '1.47K'],
    ['45678.9', '45.68K'],
    ['1200000000', '1.20B'],
    ['999', '999.00'],
    ['abc', '--'],
  ] as const)('%s is %s in en_us', (value, expected) => {
    expect(formatVolume(value, 'en_us')).toBe(expected);
  });

  it.each([
    ['en_us', '1.47K', '89.90M'],
    ['zh_hk', '1.47K', '89.90M'],
    ['zh_cn', '1,466.64', '8,990.00万'],
    ['de', '1.466,64', '89,90 Mio.'],
    ['fr', '1,47 k', '89,90 M'],
    ['jp', '1,466.64', '8,990.00万'],
    ['kr', '1.47천', '8,990.00만'],
    ['tr', '1,47 B', '89,90 Mn'],
  ] as const)('in %s: %s and %s, grouped and with two decimals', (lang, thousands, millions) => {
    expect(plainSpaces(formatVolume('1466.64', lang))).toBe(thousands);
    expect(plainSpaces(formatVolume('89900000', lang))).toBe(millions);
  });
});
