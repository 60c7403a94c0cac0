/** Issue 10 item 10: codes go only to phone numbers that can exist (libphonenumber-js metadata). */
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';

describe('common/send/sms refuses impossible numbers', () => {
  const ctx = useTestContext('sqlite');

  it.each([
    [{ countryCode: '0', phone: '5550123' }, 'en_us', 'There is no country with the country code +0'],
    [{ countryCode: '999', phone: '5550123' }, 'de', 'Es gibt kein Land mit der Ländervorwahl +999'],
    [{ countryCode: '1', phone: '5550123' }, 'en_us', 'This is not a valid phone number for the country code +1'],
    [{ countryCode: '44', phone: '1234' }, 'fr', "Ce numéro de téléphone n'est pas valide pour l'indicatif pays +44"],
  ])('%o (%s)', async (number, locale, msg) => {
    const api = await testApi(ctx());
    expect(await api.call('common/send/sms', { ...number, purpose: 'register' }, { locale })).toEqual({
      status: 400,
      code: 400,
      msg,
      data: null,
    });
    expect(await ctx().db.selectFrom('codes').selectAll().execute()).toEqual([]);
  });

  it('sends to valid numbers, with the country code written with or without leading zeros', async () => {
    const api = await testApi(ctx());
    expect(await api.call('common/send/sms', { countryCode: '1', phone: '2025550123', purpose: 'register' })).toMatchObject({
      status: 200,
    });
    expect(await api.call('common/send/sms', { countryCode: '0086', phone: '13800138000', purpose: 'register' })).toMatchObject({
      status: 200,
    });
    expect(await api.call('common/send/sms', { phone: '2025550124', purpose: 'retrieve' })).toMatchObject({ status: 200 });
  });
});
