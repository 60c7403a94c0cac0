/**
 * Where a code goes and who an account is: an e-mail (lower case) or a phone with its country code
 * (default 1). `key` is what the database stores; `address` is how people write it.
 */
export interface Target {
  channel: 'email' | 'sms';
  key: string;
  address: string;
}

export const DEFAULT_COUNTRY_CODE = '1';

export function emailTarget(email: string): Target {
  const normal = email.trim().toLowerCase();
  return { channel: 'email', key: `email:${normal}`, address: normal };
}

export function phoneTarget(phone: string, countryCode: string = DEFAULT_COUNTRY_CODE): Target {
  const cc = countryCode.replace(/^0+(?=\d)/, '');
  return { channel: 'sms', key: `phone:${cc}:${phone}`, address: `+${cc} ${phone}` };
}

/** Reads "a@b.co", "+44 7700900123", "44-7700900123" or "5551234" (country code 1); null otherwise. */
export function parseAddress(address: string, countryCode?: string): Target | null {
  const value = address.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return emailTarget(value);
  const withCode = /^\+?(\d{1,4})[ -](\d{4,15})$/.exec(value);
  if (withCode) return phoneTarget(withCode[2]!, withCode[1]!);
  if (/^\d{4,15}$/.test(value)) return phoneTarget(value, countryCode);
  return null;
}
