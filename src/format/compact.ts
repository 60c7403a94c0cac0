import type { Lang } from '../i18n/langs';
import { toDecimalParts } from '../decimal';
import { compactFormat } from '@contract/format/intl';
import { currentLang } from './lang';
import { NOT_A_NUMBER } from './not-a-number';

/**
 * The one compact-number rule (volumes, turnover, depth and volume axes): the language's units
 * (1.47K, 89.90 Mio., 1,234.57万), always two decimals and grouped. For display only, so a double is fine.
 */
export function formatVolume(value: string | number, lang: Lang = currentLang()): string {
  const d = toDecimalParts(value);
  if (!d) return NOT_A_NUMBER;
  return compactFormat(lang).format(Number(`${d.negative ? '-' : ''}${d.int}.${d.frac || '0'}`));
}
