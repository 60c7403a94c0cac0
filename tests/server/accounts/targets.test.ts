import { describe, expect, it } from 'vitest';
import { emailTarget, parseAddress, phoneTarget } from '../../../server/accounts/targets';
import { tokenFromHeader } from '../../../server/accounts/tokens';

describe('code targets', () => {
  it('normalises e-mails and phones with their country code (default 1)', () => {
    expect(emailTarget('Ann@Example.COM')).toEqual({ channel: 'email', key: 'email:ann@example.com', address: 'ann@example.com' });
    expect(phoneTarget('5551234')).toEqual({ channel: 'sms', key: 'phone:1:5551234', address: '+1 5551234' });
    expect(phoneTarget('7700900123', '044')).toEqual({ channel: 'sms', key: 'phone:44:7700900123', address: '+44 7700900123' });
  });

  it.each([
    ['a@b.co', 'email:a@b.co'],
    ['+44 7700900123', 'phone:44:7700900123'],
    ['86-13800138000', 'phone:86:13800138000'],
    ['5551234', 'phone:1:5551234'],
    ['not an address', null],
    ['12', null],
  ])('reads %s', (address, key) => {
    expect(parseAddress(address)?.key ?? null).toBe(key);
  });

  it('reads a bare phone with the given country code', () => {
    expect(parseAddress('13800138000', '86')?.key).toBe('phone:86:13800138000');
  });
});

describe('tokenFromHeader', () => {
  const token = 'A'.repeat(43);
  it.each([
    [token, token],
    [`Bearer ${token}`, token],
    [`bearer   ${token}`, token],
    ['', null],
    [undefined, null],
    ['Bearer', null],
    ['short', null],
    ['has spaces in it but is long enough', null],
  ])('reads %s', (header, expected) => {
    expect(tokenFromHeader(header)).toBe(expected);
  });
});
