import type { Lang } from '../../i18n/langs';

/**
 * The languages the support desk answers in (docs/pages.md): the spec offers customer service in "some languages",
 * so only these show an entry to /customerService.
 */
export const CUSTOMER_SERVICE_LANGS: readonly Lang[] = ['en_us', 'zh_hk', 'zh_cn', 'tr'];

export const offersCustomerService = (lang: string): boolean => CUSTOMER_SERVICE_LANGS.some((l) => l === lang);
