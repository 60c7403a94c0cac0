import 'i18next';
import type { Resources } from './en-us';

/** Keys are typed from the English files: t('common.nope') does not compile. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
    returnNull: false;
  }
}
