import type { AuthFields, FieldName } from './authFields';

/*
 * One check per field, mirroring the server's schema (contract/account.ts) so that a request the
 * server would refuse is stopped here with a translated message and never sent. The patterns are
 * repeated rather than imported because that module pulls the schema library into the bundle.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;
const PHONE = /^\d{4,15}$/;
const AREA_CODE = /^\d{1,4}$/;
const VERIFY_CODE = /^\d{6}$/;
/** Spec 5 and 9: 6 to 20 characters with letters and digits (printable ASCII, no spaces). */
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
const INVITE_CODE_MAX = 16;

export type ProblemKey =
  | 'emailEmpty'
  | 'emailInvalid'
  | 'areaCodeInvalid'
  | 'phoneEmpty'
  | 'phoneInvalid'
  | 'passwordEmpty'
  | 'passwordRule'
  | 'repeatEmpty'
  | 'passwordsMismatch'
  | 'codeEmpty'
  | 'codeInvalid'
  | 'inviteCodeInvalid'
  | 'agreementRequired';

/** The first thing wrong with a form: which field (to mark and focus it) and the message key. */
export interface Problem {
  field: FieldName;
  key: ProblemKey;
}

/** The account as the server wants it: a trimmed e-mail, or digits with the country code. */
export type Account = { kind: 'email'; email: string } | { kind: 'phone'; countryCode: string; phone: string };

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: Problem };

const fail = (field: FieldName, key: ProblemKey): { ok: false; problem: Problem } => ({ ok: false, problem: { field, key } });
const pass = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** People type phone numbers with spaces and dashes, and country codes with a "+". */
const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/** Spec 5: the e-mail or phone must not be empty on register and reset (and login needs one too). */
export function checkAccount(fields: Pick<AuthFields, 'mode' | 'email' | 'areaCode' | 'phone'>): Checked<Account> {
  if (fields.mode === 'email') {
    const email = fields.email.trim();
    if (email === '') return fail('email', 'emailEmpty');
    if (email.length > EMAIL_MAX || !EMAIL.test(email)) return fail('email', 'emailInvalid');
    return pass({ kind: 'email', email });
  }
  const countryCode = digitsOf(fields.areaCode).replace(/^\+/, '');
  if (!AREA_CODE.test(countryCode)) return fail('areaCode', 'areaCodeInvalid');
  const phone = digitsOf(fields.phone);
  if (phone === '') return fail('phone', 'phoneEmpty');
  if (!PHONE.test(phone)) return fail('phone', 'phoneInvalid');
  return pass({ kind: 'phone', countryCode, phone });
}

/** A new password (register, reset): the spec's rule, then the repeat must match it. */
export function checkNewPassword(password: string, repeatPassword: string): Problem | null {
  if (password === '') return { field: 'password', key: 'passwordEmpty' };
  if (!PASSWORD.test(password)) return { field: 'password', key: 'passwordRule' };
  if (repeatPassword === '') return { field: 'repeatPassword', key: 'repeatEmpty' };
  if (repeatPassword !== password) return { field: 'repeatPassword', key: 'passwordsMismatch' };
  return null;
}

export function checkVerifyCode(code: string): Checked<string> {
  const trimmed = code.trim();
  if (trimmed === '') return fail('code', 'codeEmpty');
  if (!VERIFY_CODE.test(trimmed)) return fail('code', 'codeInvalid');
  return pass(trimmed);
}

/** Optional: empty means none; otherwise at most 16 characters without spaces. */
export function checkInviteCode(inviteCode: string): Checked<string | null> {
  const trimmed = inviteCode.trim();
  if (trimmed === '') return pass(null);
  if (trimmed.length > INVITE_CODE_MAX || /\s/.test(trimmed)) return fail('inviteCode', 'inviteCodeInvalid');
  return pass(trimmed);
}
