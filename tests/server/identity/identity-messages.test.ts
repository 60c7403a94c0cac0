/** The identity refusals are written for users in each of the 8 languages (locales/<lang>/server.json), not English fallbacks. */
import { describe, expect, it } from 'vitest';
import { LANGS } from '@contract/langs';
import { useIdentity, VALID_BASIC } from './identity-fixture';

describe('identity messages', () => {
  const f = useIdentity();

  it('says "bind e-mail and phone first" in every language', async () => {
    const messages = new Map<string, string>();
    for (const locale of LANGS) {
      const res = await f().call('user/identity/basic', VALID_BASIC, f().alice, locale);
      expect(res.status).toBe(409);
      messages.set(locale, res.msg);
    }
    expect(new Set(messages.values()).size).toBe(LANGS.length);
    expect(messages.get('de')).toBe('Binden Sie vor der Identitätsprüfung Ihre E-Mail und Ihre Telefonnummer');
  });
});
