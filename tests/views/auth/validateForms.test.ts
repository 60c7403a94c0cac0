import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS, type AuthFields } from '../../../src/views/auth/authFields';
import { validateCodeRequest, validateLogin, validateRegister, validateRetrieve } from '../../../src/views/auth/validateForms';

const byEmail: AuthFields = {
  ...EMPTY_FIELDS,
  email: 'a@b.co',
  password: 'abc123',
  repeatPassword: 'abc123',
  code: '123456',
  agreement: true,
};
const byPhone: AuthFields = { ...byEmail, mode: 'phone', areaCode: '44', phone: '7700900123' };
const problemOf = (result: { ok: boolean; problem?: unknown }) => (result.ok ? null : result.problem);

describe('validateLogin', () => {
  it.each([
    [{ email: '' }, { field: 'email', key: 'emailEmpty' }],
    [{ password: '' }, { field: 'password', key: 'passwordEmpty' }],
  ])('refuses %j with %j', (change, problem) => {
    expect(problemOf(validateLogin({ ...byEmail, ...change }))).toEqual(problem);
  });

  it('leaves the password rule to the server (an old password may predate it)', () => {
    expect(validateLogin({ ...byEmail, password: 'short' })).toEqual({ ok: true, value: { account: 'a@b.co', password: 'short' } });
  });

  it('sends a phone account with its country code', () => {
    expect(validateLogin(byPhone)).toEqual({ ok: true, value: { account: '7700900123', countryCode: '44', password: 'abc123' } });
  });
});

describe('validateCodeRequest', () => {
  it.each([
    [byEmail, 'register', { channel: 'email', req: { email: 'a@b.co', purpose: 'register' } }],
    [byPhone, 'retrieve', { channel: 'sms', req: { countryCode: '44', phone: '7700900123', purpose: 'retrieve' } }],
  ] as const)('sends %j for %s as %j', (fields, purpose, request) => {
    expect(validateCodeRequest(fields, purpose)).toEqual({ ok: true, value: request });
  });

  it('needs only the account: the rest of the form may still be empty', () => {
    expect(validateCodeRequest({ ...EMPTY_FIELDS, email: 'a@b.co' }, 'register').ok).toBe(true);
    expect(problemOf(validateCodeRequest({ ...EMPTY_FIELDS, mode: 'phone' }, 'register'))).toEqual({ field: 'phone', key: 'phoneEmpty' });
  });
});

describe('validateRegister', () => {
  it.each([
    [{ email: '' }, { field: 'email', key: 'emailEmpty' }],
    [{ password: 'abcdef' }, { field: 'password', key: 'passwordRule' }],
    [{ repeatPassword: 'abc1234' }, { field: 'repeatPassword', key: 'passwordsMismatch' }],
    [{ code: '' }, { field: 'code', key: 'codeEmpty' }],
    [{ inviteCode: 'A B' }, { field: 'inviteCode', key: 'inviteCodeInvalid' }],
    [{ agreement: false }, { field: 'agreement', key: 'agreementRequired' }],
    [
      { email: '', password: '', agreement: false },
      { field: 'email', key: 'emailEmpty' },
    ],
    [
      { code: '', agreement: false },
      { field: 'code', key: 'codeEmpty' },
    ],
  ])('refuses %j with %j (the first wrong field in screen order)', (change, problem) => {
    expect(problemOf(validateRegister({ ...byEmail, ...change }))).toEqual(problem);
  });

  it('builds the e-mail request without an empty invite code', () => {
    expect(validateRegister(byEmail)).toEqual({
      ok: true,
      value: { kind: 'email', email: 'a@b.co', password: 'abc123', repeatPassword: 'abc123', code: '123456', agreement: true },
    });
  });

  it('builds the phone request with the invite code', () => {
    expect(validateRegister({ ...byPhone, inviteCode: ' INV42 ' })).toEqual({
      ok: true,
      value: {
        kind: 'phone',
        countryCode: '44',
        phone: '7700900123',
        password: 'abc123',
        repeatPassword: 'abc123',
        code: '123456',
        inviteCode: 'INV42',
        agreement: true,
      },
    });
  });
});

describe('validateRetrieve', () => {
  it.each([
    [
      { mode: 'phone', phone: '' },
      { field: 'phone', key: 'phoneEmpty' },
    ],
    [{ code: '12' }, { field: 'code', key: 'codeInvalid' }],
    [
      { code: '', password: '' },
      { field: 'code', key: 'codeEmpty' },
    ],
    [
      { password: '123456', repeatPassword: '123456' },
      { field: 'password', key: 'passwordRule' },
    ],
    [{ repeatPassword: '' }, { field: 'repeatPassword', key: 'repeatEmpty' }],
    [{ repeatPassword: 'abc124' }, { field: 'repeatPassword', key: 'passwordsMismatch' }],
  ] as const)('refuses %j with %j', (change, problem) => {
    expect(problemOf(validateRetrieve({ ...byEmail, ...change }))).toEqual(problem);
  });

  it('builds the request without register-only fields', () => {
    expect(validateRetrieve({ ...byPhone, inviteCode: 'IGNORED', agreement: false })).toEqual({
      ok: true,
      value: { kind: 'phone', countryCode: '44', phone: '7700900123', password: 'abc123', repeatPassword: 'abc123', code: '123456' },
    });
  });
});
