/**
 * The Turkish variant shows a different brand. The build picks it: esbuild defines
 * `process.env.BRAND` as "default" or "tr_alt" (esbuild.config.mjs, from the BRAND environment
 * variable), so the other brand's strings drop out of the bundle's logic. Under node (tests) the
 * real environment variable is read.
 */
export type Brand = 'default' | 'tr_alt';

export interface BrandConfig {
  /** translation key of the brand name */
  nameKey: 'common.brand.default' | 'common.brand.trAlt';
  /** logo file served from public/ */
  logo: string;
}

const BRANDS: Record<Brand, BrandConfig> = {
  default: { nameKey: 'common.brand.default', logo: '/icons/logo.svg' },
  tr_alt: { nameKey: 'common.brand.trAlt', logo: '/icons/logo-tr.svg' },
};

export function brandOf(value: string | undefined): Brand {
  return value === 'tr_alt' ? 'tr_alt' : 'default';
}

export const BRAND: Brand = brandOf(process.env.BRAND);

export function brandConfig(brand: Brand = BRAND): BrandConfig {
  return BRANDS[brand];
}
