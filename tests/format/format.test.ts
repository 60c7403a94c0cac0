import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount, formatPercent, formatPrice, formatVolume } from '../../src/format';
import { i18n } from '../../src/i18n/instance';
import { plainSpaces } from './plain-spaces';

describe('formatAmount', () => {
  it.each([
    ['1234567.5', 0, '1,234,567.50'],
    ['1234567.5', 3, '1,234,567.500'],
    ['0.1', 13, '0.1000'],
    ['2', 9, '2.00000'],
    ['1', 10, '1.00000000'],
    ['7', 424242, '7.00'],
    ['0.000012345', 1, '0.00001235'],
    ['0.123456789', 10, '0.12345679'],
    ['1.23456', 3, '1.23456'],
    ['-1234.5', undefined, '-1,234.50'],
    ['-0.000000001', 0, '0.00'],
    ['12345678901234567890.12345678', 10, '12,345,678,901,234,567,890.12345678'],
    [1234.5, 2, '1,234.50'],
    ['abc', 2, '--'],
  ] as const)('%j for coin %j in en_us is %s', (value, coinId, expected) => {
    expect(formatAmount(value, coinId, 'en_us')).toBe(expected);
  });

  it.each([
    ['de', '1.234.567,50'],
    ['tr', '1.234.567,50'],
    ['fr', '1 234 567,50'],
    ['jp', '1,234,567.50'],
    ['kr', '1,234,567.50'],
    ['zh_cn', '1,234,567.50'],
    ['zh_hk', '1,234,567.50'],
  ] as const)('uses the separators of %s', (lang, expected) => {
    expect(plainSpaces(formatAmount('1234567.5', 0, lang))).toBe(expected);
  });

  it('keeps every digit of an amount a double cannot hold', () => {
    expect(formatAmount('9007199254740993.12345678', 10, 'en_us')).toBe('9,007,199,254,740,993.12345678');
  });
});

describe('formatPrice', () => {
  it.each([
    ['64123.5', 2, '64,123.50'],
    ['64123.456', 2, '64,123.46'],
    ['0.000123456', 6, '0.000123'],
    ['100', 0, '100'],
  ] as const)('%s at precision %i is %s', (value, precision, expected) => {
    expect(formatPrice(value, precision, 'en_us')).toBe(expected);
  });
});

describe('formatter cache', () => {
  const RealNumberFormat = Intl.NumberFormat;
  afterEach(() => {
    Intl.NumberFormat = RealNumberFormat;
  });

  it('builds Intl formatters once per language, not per call', async () => {
    let built = 0;
    Intl.NumberFormat = class extends RealNumberFormat {
      constructor(...args: ConstructorParameters<typeof RealNumberFormat>) {
        super(...args);
        built++;
      }
    } as typeof Intl.NumberFormat;
    vi.resetModules();
    const fresh = await import('../../src/format');
    for (let i = 0; i < 50; i++) {
      fresh.formatAmount(`${i}.5`, 0, 'kr');
      fresh.formatPercent(`${i}`, {}, 'kr');
      fresh.formatPercent(`${i}`, { decimals: 0, signed: false }, 'kr');
      fresh.formatVolume(`${i}000`, 'kr');
    }
    // integer, decimal separator, two percent styles, compact: five, however many calls
    expect(built).toBe(5);
  });
});

describe('default language', () => {
  it('formats in the language the app shows', async () => {
    expect(formatAmount('1234.5', 0)).toBe('1,234.50');
    await i18n.init({ lng: 'de', resources: {} });
    expect(formatAmount('1234.5', 0)).toBe('1.234,50');
    expect(plainSpaces(formatPercent('1.5'))).toBe('+1,50 %');
    expect(plainSpaces(formatVolume('1466.64'))).toBe('1.466,64');
  });
});
