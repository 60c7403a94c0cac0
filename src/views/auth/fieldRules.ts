import { codeProblem, countryCodeProblem, digitsOf, emailProblem, newPasswordProblem, phoneProblem } from '../../state/forms';
import type { AuthFields, FieldName } from './authFields';

/* One check per field (src/state/forms holds the rules the security screens share). */
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

/** Spec 5: the e-mail or phone must not be empty on register and reset (and login needs one too). */
export function checkAccount(fields: Pick<AuthFields, 'mode' | 'email' | 'areaCode' | 'phone'>): Checked<Account> {
  if (fields.mode === 'email') {
    const email = fields.email.trim();
    const problem = emailProblem(email);
    return problem ? fail('email', problem) : pass({ kind: 'email', email });
  }
  const countryCode = digitsOf(fields.areaCode).replace(/^\+/, '');
  const areaProblem = countryCodeProblem(countryCode);
  if (areaProblem) return fail('areaCode', areaProblem);
  const phone = digitsOf(fields.phone);
  const problem = phoneProblem(phone);
  return problem ? fail('phone', problem) : pass({ kind: 'phone', countryCode, phone });
}

/** A new password (register, reset): the spec's rule, then the repeat must match it. */
export function checkNewPassword(password: string, repeatPassword: string): Problem | null {
  const key = newPasswordProblem(password, repeatPassword);
  if (key === null) return null;
  return { field: key === 'passwordEmpty' || key === 'passwordRule' ? 'password' : 'repeatPassword', key };
}

export function checkVerifyCode(code: string): Checked<string> {
  const trimmed = code.trim();
  const problem = codeProblem(trimmed);
  return problem ? fail('code', problem) : pass(trimmed);
}

/** Optional: empty means none; otherwise at most 16 characters without spaces. */
export function checkInviteCode(inviteCode: string): Checked<string | null> {
  const trimmed = inviteCode.trim();
  if (trimmed === '') return pass(null);
  if (trimmed.length > INVITE_CODE_MAX || /\s/.test(trimmed)) return fail('inviteCode', 'inviteCodeInvalid');
  return pass(trimmed);
}
