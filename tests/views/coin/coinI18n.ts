import en from '../../../locales/en_us/coin.json';
import { i18n, initI18n } from '../../../src/i18n';

/**
 * The real i18next as the app starts it, with the English coin namespace added in case the bundled
 * English does not carry it yet (adding is a no-op when it does).
 */
export async function setupCoinI18n(): Promise<void> {
  await initI18n();
  i18n.addResourceBundle('en_us', 'translation', en, true, false);
}
