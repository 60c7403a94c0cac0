/** Binding e-mail and phone, the login password and the security centre (docs/security.md). */
import { Type, type Static } from '@sinclair/typebox';
import { CountryCode, Email, Password, PhoneNumber, VerifyCode, type UserInfo } from './account';

/** A verification token of user/security/verify: 43 base64url characters. */
export const VerifyToken = Type.String({ pattern: '^[A-Za-z0-9_-]{20,128}$' });
export const SecurityChannel = Type.Union([Type.Literal('email'), Type.Literal('phone')]);
export type SecurityChannel = Static<typeof SecurityChannel>;

/** user/bind/code: a `bindEmail` or `bindPhone` code to the NEW target. */
export const BindCodeReq = Type.Union([
  Type.Object({ kind: Type.Literal('email'), email: Email }, { additionalProperties: false }),
  Type.Object(
    { kind: Type.Literal('phone'), countryCode: Type.Optional(CountryCode), phone: PhoneNumber },
    { additionalProperties: false },
  ),
]);
export type BindCodeReq = Static<typeof BindCodeReq>;

/** user/bind/email: `verifyToken` (proven on the old e-mail) is needed only when an e-mail is bound already. */
export const BindEmailReq = Type.Object(
  { email: Email, code: VerifyCode, verifyToken: Type.Optional(VerifyToken) },
  { additionalProperties: false },
);
export type BindEmailReq = Static<typeof BindEmailReq>;

/** user/bind/phone: `verifyToken` (proven on the old phone) is needed only when a phone is bound already. */
export const BindPhoneReq = Type.Object(
  { countryCode: Type.Optional(CountryCode), phone: PhoneNumber, code: VerifyCode, verifyToken: Type.Optional(VerifyToken) },
  { additionalProperties: false },
);
export type BindPhoneReq = Static<typeof BindPhoneReq>;

/** user/security/code: a `securityVerify` code to the bound target of `channel`. */
export const SecurityCodeReq = Type.Object({ channel: SecurityChannel }, { additionalProperties: false });
export type SecurityCodeReq = Static<typeof SecurityCodeReq>;

/** user/security/verify */
export const SecurityVerifyReq = Type.Object({ channel: SecurityChannel, code: VerifyCode }, { additionalProperties: false });
export type SecurityVerifyReq = Static<typeof SecurityVerifyReq>;

/** The answer of user/security/verify: valid 10 minutes, once, for this session only. */
export interface SecurityVerified {
  verifyToken: string;
  channel: SecurityChannel;
  expiresAt: number;
}

/** user/password/change: the new password follows the sign-up rule (6–20, letters and digits). */
export const ChangePasswordReq = Type.Object(
  { oldPassword: Type.String({ minLength: 1, maxLength: 20 }), newPassword: Password, confirmPassword: Type.String({ maxLength: 20 }) },
  { additionalProperties: false },
);
export type ChangePasswordReq = Static<typeof ChangePasswordReq>;

/** user/sessions/end-others */
export const EndOtherSessionsReq = Type.Object({ verifyToken: VerifyToken }, { additionalProperties: false });
export type EndOtherSessionsReq = Static<typeof EndOtherSessionsReq>;

export interface EndedSessions {
  ended: number;
}

/** One login of the history (docs/security.md "Login history"). */
export interface LoginRecord {
  at: number;
  /** browser and system names from the User-Agent, e.g. "Chrome · Android"; '' when unknown */
  device: string;
  /** the client address (IP; IPv6 as its /64) */
  address: string;
  /** the session asking is this login's */
  current: boolean;
  /** this login's session still lives */
  active: boolean;
}

/** user/security/overview: what is bound, the 10 newest logins, how many other sessions live. */
export interface SecurityOverview {
  user: UserInfo;
  logins: LoginRecord[];
  otherSessions: number;
}
