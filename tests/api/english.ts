import common from '../../locales/en_us/common.json';
import { i18n } from '../../src/i18n/instance';

/** The api's toasts in English, without loading every namespace (the api only speaks `common`). */
export async function speakEnglish(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.init({ lng: 'en_us', resources: { en_us: { translation: { common: common.common } } } });
}

export const EN = common.common;
