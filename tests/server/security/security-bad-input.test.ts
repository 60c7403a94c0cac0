/**
 * Every account-security write route refuses bad input with a clear, translated 4xx and changes nothing (docs/api.md,
 * docs/security.md): the eight classes (wrong type, missing, zero/empty, negative, NaN, decimals, huge, unknown), plus
 * the route's own: an unknown country code, a change without a verification, an unknown token, another user's token
 * (IDOR), a channel not bound, a code never sent, passwords that differ or break the rule. "Nothing" is the users' rows,
 * the sessions and the verification tokens. Code routes count toward the per-address send ceiling (20 an hour), so each
 * test sends at most 20.
 */
import { beforeEach, describe, it } from 'vitest';
import { useTestContext } from '../helpers/backends';
import { testApi, type TestApi } from '../helpers/http';
import { expectRefusals, type Refusal } from '../helpers/refusals';
import { registerUser, type TestUser } from '../helpers/users';
import { accountState, verifyOn } from './security-fixture';

const UNKNOWN_TOKEN = 'A'.repeat(43);
const PHONE_FORMAT = ['The phone number must be 4 to 15 digits', 'Die Telefonnummer muss aus 4 bis 15 Ziffern bestehen'] as const;
const CODE_FORMAT = ['The verification code must be 6 digits', 'Der Bestätigungscode muss aus 6 Ziffern bestehen'] as const;
const CODE_WRONG = ['The verification code is incorrect', 'Der Bestätigungscode ist falsch'] as const;
const KIND = ['Account type must be one of the options offered', 'Kontoart muss eine der angebotenen Optionen sein'] as const;
const NOT_ALLOWED = [
  'The request contains information that is not allowed',
  'Die Anfrage enthält Angaben, die nicht zulässig sind',
] as const;
const TOKEN_INVALID = [
  'The account security verification has expired or was already used; please verify again',
  'Die Sicherheitsüberprüfung des Kontos ist abgelaufen oder wurde bereits verwendet; bitte erneut bestätigen',
] as const;
const NOT_BOUND = [
  'This verification method is not bound to your account',
  'Diese Bestätigungsmethode ist nicht an Ihr Konto gebunden',
] as const;

const BIND_CODE: Refusal[] = [
  ['kind as a number', { kind: 1, email: 'x@y.co' }, 400, ...KIND],
  ['empty body', {}, 400, ...KIND],
  ['empty e-mail', { kind: 'email', email: '' }, 400, 'Please enter a valid e-mail address', 'Bitte eine gültige E-Mail-Adresse eingeben'],
  ['phone 0', { kind: 'phone', phone: '0' }, 400, ...PHONE_FORMAT],
  ['negative phone', { kind: 'phone', phone: '-2025550123' }, 400, ...PHONE_FORMAT],
  ['NaN phone', { kind: 'phone', phone: 'NaN' }, 400, ...PHONE_FORMAT],
  ['phone with decimals', { kind: 'phone', phone: '2025550.123' }, 400, ...PHONE_FORMAT],
  ['huge phone', { kind: 'phone', phone: '9'.repeat(40) }, 400, ...PHONE_FORMAT],
  ['unknown kind', { kind: 'fax', phone: '2025550123' }, 400, ...KIND],
  [
    'unknown country code',
    { kind: 'phone', countryCode: '999', phone: '2025550123' },
    400,
    'There is no country with the country code +999',
    'Es gibt kein Land mit der Ländervorwahl +999',
  ],
];

const BIND_EMAIL: Refusal[] = [
  ['code as a number', { email: 'x@y.co', code: 123456 }, 400, 'Verification code must be text', 'Bestätigungscode muss ein Text sein'],
  ['missing code', { email: 'x@y.co' }, 400, 'Verification code is required', 'Bestätigungscode ist erforderlich'],
  ['empty e-mail', { email: '', code: '123456' }, 400, 'Please enter a valid e-mail address', 'Bitte eine gültige E-Mail-Adresse eingeben'],
  ['code 0', { email: 'x@y.co', code: '0' }, 400, ...CODE_FORMAT],
  ['negative code', { email: 'x@y.co', code: '-12345' }, 400, ...CODE_FORMAT],
  ['NaN code', { email: 'x@y.co', code: 'NaN' }, 400, ...CODE_FORMAT],
  ['code with decimals', { email: 'x@y.co', code: '1234.5' }, 400, ...CODE_FORMAT],
  [
    'huge e-mail',
    { email: `${'a'.repeat(260)}@y.co`, code: '123456' },
    400,
    'E-mail must be at most 254 characters',
    'E-Mail darf höchstens 254 Zeichen lang sein',
  ],
  ['an extra field', { email: 'x@y.co', code: '123456', userId: 2 }, 400, ...NOT_ALLOWED],
  [
    'a malformed token',
    { email: 'x@y.co', code: '123456', verifyToken: 'short' },
    400,
    'Account security verification is not valid',
    'Sicherheitsüberprüfung des Kontos ist ungültig',
  ],
  [
    'a change without verification',
    { email: 'x@y.co', code: '123456' },
    400,
    'Please complete the account security verification first',
    'Bitte schließen Sie zuerst die Sicherheitsüberprüfung des Kontos ab',
  ],
  ['an unknown token', { email: 'x@y.co', code: '123456', verifyToken: UNKNOWN_TOKEN }, 400, ...TOKEN_INVALID],
];

const BIND_PHONE: Refusal[] = [
  ['phone as a number', { phone: 2025550123, code: '123456' }, 400, 'Phone number must be text', 'Telefonnummer muss ein Text sein'],
  ['missing phone', { code: '123456' }, 400, 'Phone number is required', 'Telefonnummer ist erforderlich'],
  ['huge code', { phone: '2025550123', code: '1'.repeat(40) }, 400, ...CODE_FORMAT],
  [
    'country code 0',
    { countryCode: '0', phone: '2025550123', code: '123456' },
    400,
    'There is no country with the country code +0',
    'Es gibt kein Land mit der Ländervorwahl +0',
  ],
  ['a code never sent', { phone: '2025550123', code: '123456' }, 400, ...CODE_WRONG],
];

const SECURITY_CODE: Refusal[] = [
  [
    'channel as a number',
    { channel: 1 },
    400,
    'Verification method must be one of the options offered',
    'Bestätigungsmethode muss eine der angebotenen Optionen sein',
  ],
  ['missing channel', {}, 400, 'Verification method is required', 'Bestätigungsmethode ist erforderlich'],
  [
    'unknown channel',
    { channel: 'fax' },
    400,
    'Verification method must be one of the options offered',
    'Bestätigungsmethode muss eine der angebotenen Optionen sein',
  ],
  ['a channel not bound', { channel: 'phone' }, 400, ...NOT_BOUND],
];

const SECURITY_VERIFY: Refusal[] = [
  ['missing code', { channel: 'email' }, 400, 'Verification code is required', 'Bestätigungscode ist erforderlich'],
  ['NaN code', { channel: 'email', code: 'NaN' }, 400, ...CODE_FORMAT],
  ['a channel not bound', { channel: 'phone', code: '123456' }, 400, ...NOT_BOUND],
  ['a code never sent', { channel: 'email', code: '123456' }, 400, ...CODE_WRONG],
];

const NEW = { oldPassword: 'secret123', newPassword: 'abc12345', confirmPassword: 'abc12345' };
const PASSWORD_RULE = [
  'The password must be 6-20 characters and contain both letters and digits',
  'Das Passwort muss 6-20 Zeichen lang sein und Buchstaben und Ziffern enthalten',
] as const;
const PASSWORD: Refusal[] = [
  ['old password as a number', { ...NEW, oldPassword: 1 }, 400, 'Current password must be text', 'Aktuelles Passwort muss ein Text sein'],
  ['missing new password', { ...NEW, newPassword: undefined }, 400, 'New password is required', 'Neues Passwort ist erforderlich'],
  ['empty old password', { ...NEW, oldPassword: '' }, 400, 'Current password is required', 'Aktuelles Passwort ist erforderlich'],
  [
    'a short new password',
    { ...NEW, newPassword: 'a1', confirmPassword: 'a1' },
    400,
    'New password must be at least 6 characters',
    'Neues Passwort muss mindestens 6 Zeichen lang sein',
  ],
  ['digits only', { ...NEW, newPassword: '12345678', confirmPassword: '12345678' }, 400, ...PASSWORD_RULE],
  [
    'a huge new password',
    { ...NEW, newPassword: 'a1'.repeat(20) },
    400,
    'New password must be at most 20 characters',
    'Neues Passwort darf höchstens 20 Zeichen lang sein',
  ],
  [
    'passwords that differ',
    { ...NEW, confirmPassword: 'abc12346' },
    400,
    'The passwords do not match',
    'Die Passwörter stimmen nicht überein',
  ],
  [
    'a wrong old password',
    { ...NEW, oldPassword: 'wrong999' },
    400,
    'The current password is incorrect',
    'Das aktuelle Passwort ist falsch',
  ],
];

describe('account-security routes refuse bad input and change nothing', () => {
  const ctx = useTestContext('sqlite');
  let api: TestApi, alice: TestUser;
  const expectNothingChanges = (path: string, cases: Refusal[]) => expectRefusals(api, path, cases, alice.token, () => accountState(ctx()));

  beforeEach(async () => {
    api = await testApi(ctx());
    alice = await registerUser(ctx());
  });

  it('user/bind/code', () => expectNothingChanges('user/bind/code', BIND_CODE));
  it('user/bind/email and user/bind/phone', async () => {
    await expectNothingChanges('user/bind/email', BIND_EMAIL);
    await expectNothingChanges('user/bind/phone', BIND_PHONE);
  });
  it('user/security/code and user/security/verify', async () => {
    await expectNothingChanges('user/security/code', SECURITY_CODE);
    await expectNothingChanges('user/security/verify', SECURITY_VERIFY);
  });
  it('user/password/change', () => expectNothingChanges('user/password/change', PASSWORD));
  it("user/sessions/end-others, with another user's verification token too", async () => {
    const bob = await registerUser(ctx());
    const bobsToken = await verifyOn(api, ctx(), bob.token, 'email', bob.email);
    await expectNothingChanges('user/sessions/end-others', [
      ['missing token', {}, 400, 'Account security verification is required', 'Sicherheitsüberprüfung des Kontos ist erforderlich'],
      [
        'token as a number',
        { verifyToken: 5 },
        400,
        'Account security verification must be text',
        'Sicherheitsüberprüfung des Kontos muss ein Text sein',
      ],
      ['an unknown token', { verifyToken: UNKNOWN_TOKEN }, 400, ...TOKEN_INVALID],
      ["another user's token", { verifyToken: bobsToken }, 400, ...TOKEN_INVALID],
    ]);
  });
});
