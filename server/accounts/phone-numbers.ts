/**
 * Which phone numbers a code may be sent to: libphonenumber-js (Google's numbering metadata) must
 * know the country code and find the number valid for it, so no text is "sent" to +0 5550123.
 */
import { ParseError, parsePhoneNumberWithError } from 'libphonenumber-js';
import { AppError } from '../errors';

/** Throws 400 naming the country code or the phone number when the number cannot exist. */
export function assertDialable(countryCode: string, phone: string): void {
  try {
    if (parsePhoneNumberWithError(`+${countryCode}${phone}`).isValid()) return;
  } catch (err) {
    if (!(err instanceof ParseError)) throw err;
    if (err.message === 'INVALID_COUNTRY') throw new AppError(400, 'countryCodeUnknown', { countryCode });
  }
  throw new AppError(400, 'phoneInvalid', { countryCode });
}
