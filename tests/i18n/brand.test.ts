import { describe, expect, it } from 'vitest';
import { BRAND, brandConfig, brandOf } from '../../src/i18n/brand';
import { EN_US_FIRST } from '../../src/i18n/en-us';

describe('brand', () => {
  it.each([
    ['tr_alt', 'tr_alt'],
    ['default', 'default'],
    [undefined, 'default'],
    ['unknown', 'default'],
  ] as const)('BRAND=%s selects %s', (value, brand) => {
    expect(brandOf(value)).toBe(brand);
  });

  it('follows process.env.BRAND (defined by the build)', () => {
    expect(BRAND).toBe(brandOf(process.env.BRAND));
  });

  it.each(['default', 'tr_alt'] as const)('%s names a translated brand and its own logo', (brand) => {
    const config = brandConfig(brand);
    const [, key] = config.nameKey.split('.brand.') as [string, keyof typeof EN_US_FIRST.common.brand];
    expect(EN_US_FIRST.common.brand[key]).toBeTruthy();
    expect(config.logo).toMatch(/^\/.+\.svg$/);
  });

  it('gives the two brands different names and logos', () => {
    expect(brandConfig('tr_alt')).not.toEqual(brandConfig('default'));
  });
});
