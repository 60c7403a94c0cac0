/**
 * Calling the REST API in tests through fastify.inject: `const api = await testApi(ctx)`, then
 * `await api.call('asset/transfer', body, { token })` -> `{ status, code, msg, data }`.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/http/app';
import type { TestContext } from './context';

export interface ApiAnswer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  token?: string;
  locale?: string;
  /** sent as is instead of JSON.stringify(body) (malformed JSON, empty bodies) */
  raw?: string;
  contentType?: string;
}

export interface TestApi {
  app: FastifyInstance;
  call<T = unknown>(path: string, body?: unknown, opts?: CallOptions): Promise<ApiAnswer<T>>;
}

const apis = new WeakMap<TestContext, Promise<TestApi>>();

export function testApi(ctx: TestContext): Promise<TestApi> {
  let api = apis.get(ctx);
  if (!api) {
    api = build(ctx);
    apis.set(ctx, api);
  }
  return api;
}

async function build(ctx: TestContext): Promise<TestApi> {
  const app = await buildApp(ctx);
  await app.ready();
  ctx.onClose(() => app.close());
  return {
    app,
    async call<T>(path: string, body: unknown = {}, opts: CallOptions = {}) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/xb/v1/${path}`,
        headers: {
          'content-type': opts.contentType ?? 'application/json',
          ...(opts.token ? { authorization: opts.token } : {}),
          ...(opts.locale ? { locale: opts.locale } : {}),
        },
        payload: opts.raw ?? JSON.stringify(body),
      });
      const json = res.json() as { code: number; msg: string; data: T };
      return { status: res.statusCode, code: json.code, msg: json.msg, data: json.data };
    },
  };
}
