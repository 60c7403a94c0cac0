import type { LoginReq, RegisterReq, RetrieveReq, SendEmailReq, SendSmsReq } from '@contract/account';
import type { AuthFields } from './authFields';
import { checkAccount, checkInviteCode, checkNewPassword, checkVerifyCode, type Checked } from './fieldRules';

/*
 * Each form's checks in the order its fields are shown, so the message is about the first wrong
 * field. A form passes only with a complete request body: a refused form has nothing to send.
 */

/** Login checks only presence and shape: the password rule is the server's to judge here. */
export function validateLogin(fields: AuthFields): Checked<LoginReq> {
  const account = checkAccount(fields);
  if (!account.ok) return account;
  if (fields.password === '') return { ok: false, problem: { field: 'password', key: 'passwordEmpty' } };
  const login: LoginReq =
    account.value.kind === 'email'
      ? { account: account.value.email, password: fields.password }
      : { account: account.value.phone, countryCode: account.value.countryCode, password: fields.password };
  return { ok: true, value: login };
}

export type CodeRequest = { channel: 'email'; req: SendEmailReq } | { channel: 'sms'; req: SendSmsReq };

/** Before a code is sent, the e-mail or phone it goes to must be valid. */
export function validateCodeRequest(fields: AuthFields, purpose: SendEmailReq['purpose']): Checked<CodeRequest> {
  const account = checkAccount(fields);
  if (!account.ok) return account;
  const a = account.value;
  const request: CodeRequest =
    a.kind === 'email'
      ? { channel: 'email', req: { email: a.email, purpose } }
      : { channel: 'sms', req: { countryCode: a.countryCode, phone: a.phone, purpose } };
  return { ok: true, value: request };
}

export function validateRegister(fields: AuthFields): Checked<RegisterReq> {
  const account = checkAccount(fields);
  if (!account.ok) return account;
  const password = checkNewPassword(fields.password, fields.repeatPassword);
  if (password) return { ok: false, problem: password };
  const code = checkVerifyCode(fields.code);
  if (!code.ok) return code;
  const invite = checkInviteCode(fields.inviteCode);
  if (!invite.ok) return invite;
  if (!fields.agreement) return { ok: false, problem: { field: 'agreement', key: 'agreementRequired' } };
  const optional = invite.value === null ? {} : { inviteCode: invite.value };
  return {
    ok: true,
    value: {
      ...account.value,
      password: fields.password,
      repeatPassword: fields.repeatPassword,
      code: code.value,
      ...optional,
      agreement: true,
    },
  };
}

/** The reset form asks for the code before the new password, and is checked in that order. */
export function validateRetrieve(fields: AuthFields): Checked<RetrieveReq> {
  const account = checkAccount(fields);
  if (!account.ok) return account;
  const code = checkVerifyCode(fields.code);
  if (!code.ok) return code;
  const password = checkNewPassword(fields.password, fields.repeatPassword);
  if (password) return { ok: false, problem: password };
  return { ok: true, value: { ...account.value, password: fields.password, repeatPassword: fields.repeatPassword, code: code.value } };
}
