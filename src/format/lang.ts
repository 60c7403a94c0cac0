import { i18n } from '../i18n/instance';
import { DEFAULT_LANG, isLang, type Lang } from '../i18n/langs';

/** The language the app shows: the default of every formatter's `lang` argument. */
export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}
