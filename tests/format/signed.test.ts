import { describe, expect, it } from 'vitest';
import { formatFundingRate, formatSignedAmount } from '../../src/format/signed';
import { plainSpaces } from './plain-spaces';

describe('formatSignedAmount', () => {
  it.each([
    ['12', '+12.00'],
    ['-3.2', '-3.20'],
    ['0', '0.00'],
    ['1234.56789', '+1,234.56789'],
  ])('%s USDT is %s', (value, expected) => {
    expect(formatSignedAmount(value, 0, 'en_us')).toBe(expected);
  });
});

describe('formatFundingRate', () => {
  it.each([
    ['0.0001', 'en_us', '+0.0100%'],
    ['-0.00003750', 'en_us', '-0.0038%'],
    ['0', 'en_us', '0.0000%'],
    ['0.0001', 'de', '+0,0100 %'],
    ['-0.0001', 'tr', '-%0,0100'],
  ] as const)('%s in %s is %s', (rate, lang, expected) => {
    expect(plainSpaces(formatFundingRate(rate, lang))).toBe(expected);
  });
});
