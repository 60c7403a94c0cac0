/*
 * The account fields' rules, mirroring the server's schema (contract/account.ts) so that a request the server would
 * refuse is stopped with a translated message and never sent: sign-in forms (src/views/auth) and the security screens
 * (src/views/mine/security) share them. The patterns are repeated rather than imported because that module pulls the
 * schema library into the bundle.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;
const PHONE = /^\d{4,15}$/;
const AREA_CODE = /^\d{1,4}$/;
const VERIFY_CODE = /^\d{6}$/;
/** Spec 5 and 9: 6 to 20 characters with letters and digits (printable ASCII, no spaces). */
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;

/** People type phone numbers with spaces and dashes, and country codes with a "+". */
export const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

export function emailProblem(email: string): 'emailEmpty' | 'emailInvalid' | null {
  if (email === '') return 'emailEmpty';
  return email.length > EMAIL_MAX || !EMAIL.test(email) ? 'emailInvalid' : null;
}

export const countryCodeProblem = (countryCode: string): 'areaCodeInvalid' | null =>
  AREA_CODE.test(countryCode) ? null : 'areaCodeInvalid';

export function phoneProblem(phone: string): 'phoneEmpty' | 'phoneInvalid' | null {
  if (phone === '') return 'phoneEmpty';
  return PHONE.test(phone) ? null : 'phoneInvalid';
}

/** A new password and its repeat: the spec's rule, then the repeat must match it. */
export function newPasswordProblem(
  password: string,
  repeat: string,
): 'passwordEmpty' | 'passwordRule' | 'repeatEmpty' | 'passwordsMismatch' | null {
  if (password === '') return 'passwordEmpty';
  if (!PASSWORD.test(password)) return 'passwordRule';
  if (repeat === '') return 'repeatEmpty';
  return repeat === password ? null : 'passwordsMismatch';
}

export function codeProblem(code: string): 'codeEmpty' | 'codeInvalid' | null {
  if (code === '') return 'codeEmpty';
  return VERIFY_CODE.test(code) ? null : 'codeInvalid';
}

/** Every message key these rules answer (auth.errors.<key> in the locales). */
export type AccountProblem = NonNullable<
  ReturnType<typeof emailProblem | typeof countryCodeProblem | typeof phoneProblem | typeof newPasswordProblem | typeof codeProblem>
>;
