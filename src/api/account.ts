import { tap, type Observable } from 'rxjs';
import type { LoginReq, LoginResult, RegisterReq, RetrieveReq, SendEmailReq, SendSmsReq, UserInfo } from '@contract/account';
import { READ, request$ } from './http';
import type { CodeSent, DrawInfo } from './shapes';
import { clearToken, setToken } from './storage';

/** Signing in stores the token here, so every later call and the socket's auth pick it up. */
export function login$(req: LoginReq): Observable<LoginResult> {
  return request$<LoginResult>('user/login', req).pipe(tap((result) => setToken(result.token)));
}

export function register$(req: RegisterReq): Observable<LoginResult> {
  return request$<LoginResult>('user/register', req).pipe(tap((result) => setToken(result.token)));
}

/**
 * Resets the password with a code sent by sendSms$ / sendEmail$. The server ends every session of
 * that account, so a token stored here is dropped too (instead of failing later with a 401).
 */
export function retrieve$(req: RetrieveReq): Observable<null> {
  return request$<null>('user/retrieve', req).pipe(tap(() => clearToken()));
}

export function logout$(): Observable<null> {
  return request$<null>('user/logout').pipe(tap(() => clearToken()));
}

export function fetchUserInfo$(): Observable<UserInfo> {
  return request$('user/info', {}, READ);
}

export function sendSms$(req: SendSmsReq): Observable<CodeSent> {
  return request$('common/send/sms', req);
}

export function sendEmail$(req: SendEmailReq): Observable<CodeSent> {
  return request$('common/send/email', req);
}

/** Withdrawal rules per currency: chains, fee, minimum, maximum, daily maximum. */
export function fetchDrawInfos$(): Observable<DrawInfo[]> {
  return request$('account/currency/draw/infos', {}, READ);
}
