/** The post() helper and the error handler on a bare server: envelope, auth, locale, body rules. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '@contract/primitives';
import type { AppContext } from '../../../server/context';
import { AppError } from '../../../server/errors';
import { createServer } from '../../../server/http/app';
import { JSON_BODY_LIMIT } from '../../../server/http/json-body';
import { Empty, post } from '../../../server/http/route';

const TOKEN = 'T'.repeat(43);
const ctx = { accounts: { verifyToken: async (t: string) => (t === TOKEN ? 7 : null) } } as unknown as AppContext;
let app: FastifyInstance;
const logged: unknown[] = [];

beforeAll(async () => {
  app = createServer({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } } });
  post(
    app,
    ctx,
    'echo',
    { body: Type.Object({ amount: Decimal, note: Type.Optional(Type.String({ maxLength: 5 })) }, { additionalProperties: false }) },
    async (req) => ({
      body: req.body,
      userId: req.userId,
      locale: req.locale,
      token: req.token,
    }),
  );
  post(app, ctx, 'me', { body: Empty, auth: true }, async ({ userId, token }) => ({ userId, token }));
  post(app, ctx, 'nothing', { body: Empty }, async () => undefined);
  post(app, ctx, 'fails', { body: Empty }, async () => {
    throw new AppError(422, 'insufficientBalance');
  });
  post(app, ctx, 'breaks', { body: Empty }, async () => {
    throw new TypeError('cannot read x of undefined');
  });
  await app.ready();
});
afterAll(() => app.close());

const call = async (path: string, payload: string | object, headers: Record<string, string> = {}) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/xb/v1/${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: unknown }) };
};

describe('post()', () => {
  it('answers {code: 0, msg: "", data} with the validated body, locale and token', async () => {
    expect(await call('echo', { amount: '1.5' }, { locale: 'zh', authorization: `Bearer ${TOKEN}` })).toEqual({
      status: 200,
      code: 0,
      msg: '',
      data: { body: { amount: '1.5' }, userId: 0, locale: 'zh_cn', token: TOKEN },
    });
    expect(await call('nothing', {})).toEqual({ status: 200, code: 0, msg: '', data: null });
  });

  it('takes an empty body as {} for routes without parameters', async () => {
    expect((await call('nothing', '')).code).toBe(0);
    const res = await app.inject({ method: 'POST', url: '/api/xb/v1/nothing' });
    expect(res.json()).toEqual({ code: 0, msg: '', data: null });
  });

  it('needs a live token for auth routes: raw or Bearer, else 401 with the translated message', async () => {
    expect((await call('me', {}, { authorization: TOKEN })).data).toEqual({ userId: 7, token: TOKEN });
    expect((await call('me', {}, { authorization: `Bearer ${TOKEN}` })).data).toEqual({ userId: 7, token: TOKEN });
    expect(await call('me', {})).toEqual({ status: 401, code: 401, msg: 'Login status expired, please log in again!', data: null });
    expect(await call('me', {}, { authorization: 'U'.repeat(43), locale: 'de' })).toMatchObject({
      status: 401,
      msg: 'Die Anmeldung ist abgelaufen, bitte melden Sie sich erneut an!',
    });
    // 401 comes before body validation
    expect((await call('me', { unexpected: 1 })).status).toBe(401);
  });
});

describe('the error handler', () => {
  it('answers an AppError with its status and the message in the request language', async () => {
    expect(await call('fails', {})).toEqual({ status: 422, code: 422, msg: 'Insufficient available balance', data: null });
    expect((await call('fails', {}, { locale: 'zh_hk' })).msg).toBe('可用餘額不足');
    expect((await call('fails', {}, { locale: 'jp' })).msg).toBe('利用可能残高が不足しています');
    expect((await call('fails', {}, { locale: 'xx' })).msg).toBe('Insufficient available balance');
  });

  it('names the field of a validation error', async () => {
    expect(await call('echo', { amount: 'abc' })).toEqual({
      status: 400,
      code: 400,
      msg: 'Amount must be a number greater than zero',
      data: null,
    });
    expect((await call('echo', { amount: 5 })).msg).toBe('Amount must be text');
    expect((await call('echo', {})).msg).toBe('Amount is required');
    expect((await call('echo', { amount: '1', extra: true })).msg).toBe('The request contains information that is not allowed');
    expect((await call('echo', { amount: '1', note: 'toolong' })).msg).toBe('Invalid request');
    expect((await call('echo', [])).msg).toBe('Invalid request');
    expect((await call('echo', { amount: 'abc' }, { locale: 'tr' })).msg).toBe('Tutar alanı sıfırdan büyük bir sayı olmalıdır');
  });

  it('refuses malformed JSON, a body over 64 KiB and other content types', async () => {
    expect(await call('echo', '{"amount": "1",')).toEqual({
      status: 400,
      code: 400,
      msg: 'The request body is not valid JSON',
      data: null,
    });
    expect((await call('echo', '{"__proto__": {"x": 1}}')).status).toBe(400);
    const big = JSON.stringify({ amount: '1', note: 'x'.repeat(JSON_BODY_LIMIT) });
    expect(await call('echo', big)).toMatchObject({ status: 413, code: 413, msg: 'The request is too large' });
    expect((await call('echo', 'amount=1', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
  });

  it('answers an unexpected error with 500 and a generic message, and logs it', async () => {
    expect(await call('breaks', {}, { locale: 'fr' })).toEqual({
      status: 500,
      code: 500,
      msg: "Une erreur s'est produite, veuillez réessayer plus tard",
      data: null,
    });
    expect(JSON.stringify(logged)).toContain('cannot read x of undefined');
  });

  it('translates a reason key given by a service, as the engine does', async () => {
    const local = createServer();
    post(local, ctx, 'engine', { body: Empty }, async () => {
      throw new AppError(400, 'invalidField', { field: 'side', reason: 'invalid' });
    });
    await local.ready();
    const res = await local.inject({
      method: 'POST',
      url: '/api/xb/v1/engine',
      headers: { 'content-type': 'application/json', locale: 'de' },
      payload: '{}',
    });
    expect(res.json()).toEqual({ code: 400, msg: 'Orderrichtung ist ungültig', data: null });
    await local.close();
  });
});
