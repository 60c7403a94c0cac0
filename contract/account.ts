import { Type, type Static } from '@sinclair/typebox';

/** Password: 6-20 characters with at least one letter and one digit (spec section 5). */
export const Password = Type.String({ minLength: 6, maxLength: 20, pattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{6,20}$' });
export const Email = Type.String({ maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
export const CountryCode = Type.String({ pattern: '^[0-9]{1,4}$' });
export const PhoneNumber = Type.String({ pattern: '^[0-9]{4,15}$' });
export const VerifyCode = Type.String({ pattern: '^[0-9]{6}$' });

const ByEmail = { kind: Type.Literal('email'), email: Email };
const ByPhone = { kind: Type.Literal('phone'), countryCode: Type.Optional(CountryCode), phone: PhoneNumber };

export const RegisterReq = Type.Union([
  Type.Object(
    {
      ...ByEmail,
      password: Password,
      repeatPassword: Type.String({ maxLength: 20 }),
      code: VerifyCode,
      inviteCode: Type.Optional(Type.String({ maxLength: 16 })),
      agreement: Type.Literal(true),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      ...ByPhone,
      password: Password,
      repeatPassword: Type.String({ maxLength: 20 }),
      code: VerifyCode,
      inviteCode: Type.Optional(Type.String({ maxLength: 16 })),
      agreement: Type.Literal(true),
    },
    { additionalProperties: false },
  ),
]);
export type RegisterReq = Static<typeof RegisterReq>;

export const LoginReq = Type.Object(
  {
    account: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 20 }),
    countryCode: Type.Optional(CountryCode),
  },
  { additionalProperties: false },
);
export type LoginReq = Static<typeof LoginReq>;

export const RetrieveReq = Type.Union([
  Type.Object(
    { ...ByEmail, password: Password, repeatPassword: Type.String({ maxLength: 20 }), code: VerifyCode },
    { additionalProperties: false },
  ),
  Type.Object(
    { ...ByPhone, password: Password, repeatPassword: Type.String({ maxLength: 20 }), code: VerifyCode },
    { additionalProperties: false },
  ),
]);
export type RetrieveReq = Static<typeof RetrieveReq>;

export const SendEmailReq = Type.Object(
  { email: Email, purpose: Type.Union([Type.Literal('register'), Type.Literal('retrieve')]) },
  { additionalProperties: false },
);
export type SendEmailReq = Static<typeof SendEmailReq>;
export const SendSmsReq = Type.Object(
  {
    countryCode: Type.Optional(CountryCode),
    phone: PhoneNumber,
    purpose: Type.Union([Type.Literal('register'), Type.Literal('retrieve')]),
  },
  { additionalProperties: false },
);
export type SendSmsReq = Static<typeof SendSmsReq>;

export interface LoginResult {
  token: string;
  expiresAt: number;
  user: UserInfo;
}

export interface UserInfo {
  id: number;
  email: string | null;
  phone: string | null;
  countryCode: string | null;
  inviteCode: string;
  /** starts at 100, +10 per approved identity level, nothing else changes it (docs/identity.md "Credit score") */
  creditScore: number;
  /** what /mine shows: under review (`pending`), the approved level, or the latest submission `rejected` (docs/identity.md) */
  kycStatus: 'none' | 'pending' | 'basic' | 'advanced' | 'rejected';
  /** the approved identity level alone: what the withdrawal cap follows */
  kycLevel: 'none' | 'basic' | 'advanced';
  isDemo: boolean;
  /** a fund password is set (needed to withdraw; docs/wallet.md "Fund password") */
  hasFundPassword: boolean;
}

/** The answer of common/send/email and common/send/sms: when the code expires and when another may be asked for (ms since the epoch). */
export interface CodeSent {
  expiresAt: number;
  resendAfter: number;
}

/** A code "sent" in the demo, as demo/outbox lists it. */
export interface OutboxEntry {
  to: string;
  code: string;
  purpose: string;
  message: string;
  ts: number;
}

/** Fund password: 6-20 letters and digits (docs/wallet.md "Fund password"). */
export const FundPassword = Type.String({ minLength: 6, maxLength: 20, pattern: '^[A-Za-z0-9]{6,20}$' });

/** user/fund-password/set: `code` is a `fundPassword` code from user/fund-password/code. */
export const FundPasswordSetReq = Type.Object(
  { password: FundPassword, confirmPassword: Type.String({ maxLength: 20 }), code: VerifyCode },
  { additionalProperties: false },
);
export type FundPasswordSetReq = Static<typeof FundPasswordSetReq>;
