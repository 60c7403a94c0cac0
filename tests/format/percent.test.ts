import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../src/format';
import { LANGS } from '../../src/i18n/langs';
import { plainSpaces } from './plain-spaces';

describe('formatPercent', () => {
  it.each([
    ['-1.25', '-1.25%'],
    ['1.255', '+1.26%'],
    ['6', '+6.00%'],
    ['1.8', '+1.80%'],
    ['7.07', '+7.07%'],
    ['0.1', '+0.10%'],
    ['0', '0.00%'],
    ['-0.001', '0.00%'],
    [12.5, '+12.50%'],
    ['abc', '--'],
  ] as const)('%j is %s', (value, expected) => {
    expect(formatPercent(value, {}, 'en_us')).toBe(expected);
  });

  it('keeps the same width while a one-digit change ticks, so a badge never jumps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 }), (a, b) => {
        const [x, y] = [a, b].map((hundredths) => formatPercent((hundredths / 100).toFixed(2), {}, 'de'));
        expect(x?.length).toBe(y?.length);
      }),
    );
  });

  it.each([
    ['en_us', '+6.00%', '-1.80%'],
    ['zh_hk', '+6.00%', '-1.80%'],
    ['zh_cn', '+6.00%', '-1.80%'],
    ['de', '+6,00 %', '-1,80 %'],
    ['fr', '+6,00 %', '-1,80 %'],
    ['jp', '+6.00%', '-1.80%'],
    ['kr', '+6.00%', '-1.80%'],
    ['tr', '+%6,00', '-%1,80'],
  ] as const)('follows %s: %s, %s', (lang, rise, fall) => {
    expect(plainSpaces(formatPercent('6', {}, lang))).toBe(rise);
    expect(plainSpaces(formatPercent('-1.8', {}, lang))).toBe(fall);
  });

  it.each([
    ['en_us', '25%'],
    ['de', '25 %'],
    ['fr', '25 %'],
    ['tr', '%25'],
  ] as const)('writes a slider stop in %s as %s: whole, unsigned, localised', (lang, expected) => {
    expect(plainSpaces(formatPercent(25, { decimals: 0, signed: false }, lang))).toBe(expected);
  });

  it('shows the decimals asked for, within 0 to 2', () => {
    expect(formatPercent('2.349', { decimals: 1 }, 'en_us')).toBe('+2.3%');
    expect(formatPercent('0.1', { signed: false }, 'en_us')).toBe('0.10%');
    expect(formatPercent('-0.4', { decimals: 0 }, 'en_us')).toBe('0%');
  });

  it('gives every language its own formatter', () => {
    const texts = new Set(LANGS.map((lang) => formatPercent('-1.25', {}, lang)));
    expect(texts.size).toBeGreaterThan(2);
  });
});
