import { codeProblem, countryCodeProblem, digitsOf, emailProblem, newPasswordProblem, phoneProblem, type AccountProblem } from '../forms';

/** The message of a problem: a sign-in form's (auth.errors.*) or the password form's own. */
export type SecurityMessageKey = `auth.errors.${AccountProblem}` | 'mine.password.oldEmpty' | 'mine.password.confirmEmpty';

/** The first thing wrong with a security form: the field to mark and its message key (auth.errors.* or mine.password.*). */
export interface SecurityProblem<F extends string> {
  field: F;
  key: SecurityMessageKey;
}

export type Checked<T, F extends string> = { ok: true; value: T } | { ok: false; problem: SecurityProblem<F> };

const fail = <F extends string>(field: F, key: SecurityMessageKey): { ok: false; problem: SecurityProblem<F> } => ({
  ok: false,
  problem: { field, key },
});

export interface NewTargetFields {
  email: string;
  countryCode: string;
  phone: string;
  code: string;
}

export type NewTarget = { kind: 'email'; email: string } | { kind: 'phone'; countryCode: string; phone: string };
type TargetField = keyof NewTargetFields;

/** The new e-mail or phone alone (for "send code"): trimmed, digits only. */
export function checkNewTarget(kind: 'email' | 'phone', fields: NewTargetFields): Checked<NewTarget, TargetField> {
  if (kind === 'email') {
    const email = fields.email.trim();
    const problem = emailProblem(email);
    return problem ? fail('email', `auth.errors.${problem}`) : { ok: true, value: { kind, email } };
  }
  const countryCode = digitsOf(fields.countryCode).replace(/^\+/, '');
  const areaProblem = countryCodeProblem(countryCode);
  if (areaProblem) return fail('countryCode', `auth.errors.${areaProblem}`);
  const phone = digitsOf(fields.phone);
  const problem = phoneProblem(phone);
  return problem ? fail('phone', `auth.errors.${problem}`) : { ok: true, value: { kind, countryCode, phone } };
}

/** The new target and its code (for "bind"). */
export function checkBinding(kind: 'email' | 'phone', fields: NewTargetFields): Checked<NewTarget & { code: string }, TargetField> {
  const target = checkNewTarget(kind, fields);
  if (!target.ok) return target;
  const code = fields.code.trim();
  const problem = codeProblem(code);
  return problem ? fail('code', `auth.errors.${problem}`) : { ok: true, value: { ...target.value, code } };
}

export interface PasswordChangeFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Old, new and confirmation, in the order of the form; the new one follows the sign-up rule. */
export function checkPasswordChange(fields: PasswordChangeFields): SecurityProblem<keyof PasswordChangeFields> | null {
  if (fields.oldPassword === '') return { field: 'oldPassword', key: 'mine.password.oldEmpty' };
  const problem = newPasswordProblem(fields.newPassword, fields.confirmPassword);
  if (problem === null) return null;
  if (problem === 'repeatEmpty') return { field: 'confirmPassword', key: 'mine.password.confirmEmpty' };
  return { field: problem === 'passwordsMismatch' ? 'confirmPassword' : 'newPassword', key: `auth.errors.${problem}` };
}

export function checkCode(code: string): Checked<string, 'code'> {
  const trimmed = code.trim();
  const problem = codeProblem(trimmed);
  return problem ? fail('code', `auth.errors.${problem}`) : { ok: true, value: trimmed };
}
