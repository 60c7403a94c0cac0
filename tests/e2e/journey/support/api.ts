/**
 * The journey tests' side door into the server: plain REST calls from node, to set a user up
 * quickly and to check what really happened (how many orders exist) instead of trusting the screen.
 */
import type { LoginResult } from '@contract/account';
import type { Balance } from '@contract/assets';
import type { Paged } from '@contract/primitives';
import type { Order } from '@contract/spot';

export const API_BASE = '/api/xb/v1/';

export interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export type Call = <T>(path: string, body?: unknown, token?: string) => Promise<Answer<T>>;

export function apiOf(baseUrl: string): Call {
  return async <T>(path: string, body: unknown = {}, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', locale: 'en_us' };
    if (token) headers.authorization = token;
    const res = await fetch(baseUrl + API_BASE + path, { method: 'POST', body: JSON.stringify(body), headers });
    return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: T }) };
  };
}

/** Throws with the server's message unless the call succeeded. */
export async function ok<T>(answer: Promise<Answer<T>>): Promise<T> {
  const a = await answer;
  if (a.status !== 200 || a.code !== 0) throw new Error(`HTTP ${a.status} code ${a.code}: ${a.msg}`);
  return a.data;
}

let serial = 0;
/** An address no other test (or earlier run against the same data dir) has used. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${++serial}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The newest code the demo outbox holds for `email` and `purpose`; undefined before one is sent. */
export async function outboxCode(api: Call, email: string, purpose: 'register' | 'retrieve'): Promise<string | undefined> {
  const box = await ok(api<{ code: string; purpose: string }[]>('demo/outbox', { to: email }));
  return box.find((m) => m.purpose === purpose)?.code;
}

/** Registers through the API (code from the demo outbox), as a test that is not about sign-up does. */
export async function registerByApi(api: Call, email: string, password: string): Promise<LoginResult> {
  await ok(api('common/send/email', { email, purpose: 'register' }));
  const code = await outboxCode(api, email, 'register');
  if (!code) throw new Error(`no register code in the outbox for ${email}`);
  return ok(api<LoginResult>('user/register', { kind: 'email', email, password, repeatPassword: password, code, agreement: true }));
}

export function balancesOf(api: Call, token: string): Promise<Balance[]> {
  return ok(api<{ balances: Balance[] }>('asset/overview', {}, token)).then((o) => o.balances);
}

/** Available amount of `asset` in `wallet`, "0" when the wallet has no row for it. */
export function availableIn(balances: readonly Balance[], wallet: Balance['wallet'], asset: string): string {
  return balances.find((b) => b.wallet === wallet && b.asset === asset)?.available ?? '0';
}

/** Every order the user has on `symbol`: open ones and finished ones. */
export async function allOrders(api: Call, token: string, symbol: string): Promise<Order[]> {
  const open = await ok(api<Paged<Order>>('spot/order/open', { symbol, size: 100 }, token));
  const done = await ok(api<Paged<Order>>('spot/order/history', { symbol, size: 100 }, token));
  return [...open.items, ...done.items];
}
