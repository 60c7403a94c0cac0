import { describe, expect, it } from 'vitest';
import common from '../../locales/en_us/common.json';
import { i18n } from '../../src/i18n/instance';

describe('typed keys', () => {
  it('accepts the keys of the English files and rejects others at compile time', async () => {
    await i18n.init({ lng: 'en_us', resources: { en_us: { translation: { common: common.common } } } });
    expect(i18n.t('common.copySuccess')).toBe('Copied successfully');
    // @ts-expect-error a key that no English file has does not compile (checked by `npx tsc`)
    expect(i18n.t('common.nope')).toBe('common.nope');
  });
});
