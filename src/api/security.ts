/** Binding e-mail and phone, the account security verification, the login password and sessions (docs/security.md). */
import type { Observable } from 'rxjs';
import type { CodeSent, UserInfo } from '@contract/account';
import type {
  BindCodeReq,
  BindEmailReq,
  BindPhoneReq,
  ChangePasswordReq,
  EndedSessions,
  SecurityChannel,
  SecurityOverview,
  SecurityVerified,
} from '@contract/security';
import { READ, request$ } from './http';

export function fetchSecurityOverview$(): Observable<SecurityOverview> {
  return request$('user/security/overview', {}, READ);
}

/** A code to the NEW e-mail or phone. Never retried: a second send would only meet the resend wait. */
export function sendBindCode$(req: BindCodeReq): Observable<CodeSent> {
  return request$('user/bind/code', req);
}

/** Codes are used once, so binds are not retried. */
export function bindEmail$(req: BindEmailReq): Observable<UserInfo> {
  return request$('user/bind/email', req);
}

export function bindPhone$(req: BindPhoneReq): Observable<UserInfo> {
  return request$('user/bind/phone', req);
}

/** A `securityVerify` code to the bound e-mail or phone. */
export function sendSecurityCode$(channel: SecurityChannel): Observable<CodeSent> {
  return request$('user/security/code', { channel });
}

export function verifySecurity$(channel: SecurityChannel, code: string): Observable<SecurityVerified> {
  return request$('user/security/verify', { channel, code });
}

export function changePassword$(req: ChangePasswordReq): Observable<null> {
  return request$('user/password/change', req);
}

export function endOtherSessions$(verifyToken: string): Observable<EndedSessions> {
  return request$('user/sessions/end-others', { verifyToken });
}
