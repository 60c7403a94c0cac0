/** A bare REST client for tests against a real server process: POST + envelope, and sign-up through the outbox. */
import type { LoginResult } from '@contract/account';

export interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export async function call<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<Answer<T>> {
  const res = await fetch(`${baseUrl}/api/xb/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  return { status: res.status, ...json };
}

/** Registers a new e-mail user (code read from the demo outbox) and tops up its demo funds; returns the token. */
export async function signUp(baseUrl: string, email: string): Promise<string> {
  const must = <T>(a: Answer<T>, what: string): T => {
    if (a.status !== 200) throw new Error(`${what}: ${a.status} ${a.msg}`);
    return a.data;
  };
  must(await call(baseUrl, 'common/send/email', { email, purpose: 'register' }), 'send code');
  const [sent] = must(await call<{ code: string }[]>(baseUrl, 'demo/outbox', { to: email }), 'outbox');
  const password = 'secret123';
  const registered = await call<LoginResult>(baseUrl, 'user/register', {
    kind: 'email',
    email,
    password,
    repeatPassword: password,
    code: sent!.code,
    agreement: true,
  });
  const { token } = must(registered, 'register');
  must(await call(baseUrl, 'asset/demo/fund', {}, token), 'demo fund');
  return token;
}
