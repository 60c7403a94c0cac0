import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS, type AuthFields } from '../../../src/views/auth/authFields';
import { checkAccount, checkInviteCode, checkNewPassword, checkVerifyCode } from '../../../src/views/auth/fieldRules';

const email = (value: string): AuthFields => ({ ...EMPTY_FIELDS, mode: 'email', email: value });
const phone = (value: string, areaCode = '1'): AuthFields => ({ ...EMPTY_FIELDS, mode: 'phone', phone: value, areaCode });

describe('checkAccount', () => {
  it.each([
    [email(''), { field: 'email', key: 'emailEmpty' }],
    [email('   '), { field: 'email', key: 'emailEmpty' }],
    [email('alice'), { field: 'email', key: 'emailInvalid' }],
    [email('alice@example'), { field: 'email', key: 'emailInvalid' }],
    [email('al ice@example.com'), { field: 'email', key: 'emailInvalid' }],
    [email(`${'a'.repeat(250)}@b.co`), { field: 'email', key: 'emailInvalid' }],
    [phone(''), { field: 'phone', key: 'phoneEmpty' }],
    [phone(' - '), { field: 'phone', key: 'phoneEmpty' }],
    [phone('123'), { field: 'phone', key: 'phoneInvalid' }],
    [phone('1234567890123456'), { field: 'phone', key: 'phoneInvalid' }],
    [phone('555-12ab'), { field: 'phone', key: 'phoneInvalid' }],
    [phone('5551234', ''), { field: 'areaCode', key: 'areaCodeInvalid' }],
    [phone('5551234', '12345'), { field: 'areaCode', key: 'areaCodeInvalid' }],
    [phone('5551234', 'x'), { field: 'areaCode', key: 'areaCodeInvalid' }],
  ])('refuses %j with %j', (fields, problem) => {
    expect(checkAccount(fields)).toEqual({ ok: false, problem });
  });

  it.each([
    [email(' Alice@Example.com '), { kind: 'email', email: 'Alice@Example.com' }],
    [phone('5551234'), { kind: 'phone', countryCode: '1', phone: '5551234' }],
    [phone('7700 900-123', '+44'), { kind: 'phone', countryCode: '44', phone: '7700900123' }],
    [phone('123456789012345', '8613'), { kind: 'phone', countryCode: '8613', phone: '123456789012345' }],
  ])('accepts %j as %j', (fields, account) => {
    expect(checkAccount(fields)).toEqual({ ok: true, value: account });
  });

  it('checks only the field of the chosen mode', () => {
    expect(checkAccount({ ...email('a@b.co'), phone: 'junk' }).ok).toBe(true);
    expect(checkAccount({ ...phone('5551234'), email: 'junk' }).ok).toBe(true);
  });
});

describe('checkNewPassword', () => {
  it.each([
    ['', '', { field: 'password', key: 'passwordEmpty' }],
    ['abc12', 'abc12', { field: 'password', key: 'passwordRule' }],
    ['abcdefgh', 'abcdefgh', { field: 'password', key: 'passwordRule' }],
    ['12345678', '12345678', { field: 'password', key: 'passwordRule' }],
    ['abc123def456ghi789jk0', 'abc123def456ghi789jk0', { field: 'password', key: 'passwordRule' }],
    ['abc 123', 'abc 123', { field: 'password', key: 'passwordRule' }],
    ['pässwort1', 'pässwort1', { field: 'password', key: 'passwordRule' }],
    ['abc123', '', { field: 'repeatPassword', key: 'repeatEmpty' }],
    ['abc123', 'abc124', { field: 'repeatPassword', key: 'passwordsMismatch' }],
    ['abc123', 'ABC123', { field: 'repeatPassword', key: 'passwordsMismatch' }],
  ])('refuses %j / %j with %j', (password, repeat, problem) => {
    expect(checkNewPassword(password, repeat)).toEqual(problem);
  });

  it.each(['abc123', 'A1b2C3d4!?', 'abc123def456ghi789jk'])('accepts %j repeated', (password) => {
    expect(checkNewPassword(password, password)).toBeNull();
  });
});

describe('checkVerifyCode', () => {
  it.each([
    ['', 'codeEmpty'],
    ['  ', 'codeEmpty'],
    ['12345', 'codeInvalid'],
    ['1234567', 'codeInvalid'],
    ['12a456', 'codeInvalid'],
  ])('refuses %j with %s', (code, key) => {
    expect(checkVerifyCode(code)).toEqual({ ok: false, problem: { field: 'code', key } });
  });

  it('accepts six digits, trimmed', () => {
    expect(checkVerifyCode(' 012345 ')).toEqual({ ok: true, value: '012345' });
  });
});

describe('checkInviteCode', () => {
  it.each([
    ['', null],
    ['   ', null],
    [' AB12CD ', 'AB12CD'],
    ['A'.repeat(16), 'A'.repeat(16)],
  ])('reads %j as %j', (code, value) => {
    expect(checkInviteCode(code)).toEqual({ ok: true, value });
  });

  it.each(['A'.repeat(17), 'AB CD'])('refuses %j', (code) => {
    expect(checkInviteCode(code)).toEqual({ ok: false, problem: { field: 'inviteCode', key: 'inviteCodeInvalid' } });
  });
});
