/**
 * The one way to declare a REST route: `POST /api/xb/v1/<path>`, body validated against a typebox
 * schema (by fastify's ajv), optional request ceilings and auth, and the `{code: 0, msg: '', data}`
 * envelope.
 * Errors thrown by the handler are answered by the error handler (error-handler.ts).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenFromHeader } from '../accounts/tokens';
import type { AppContext } from '../context';
import { unauthorized } from '../errors';
import { resolveLocale } from '../i18n/translate';
import { clientAddress } from './client-address';
import type { RequestLimit } from './request-limits';

export const API_PREFIX = '/api/xb/v1/';

/** The body of routes that take no parameters. */
export const Empty = Type.Object({}, { additionalProperties: false });

export interface RouteRequest<S extends TSchema> {
  body: Static<S>;
  /** the signed-in user; 0 when the route has no auth */
  userId: number;
  /** one of the 8 server locales, from the `locale` header */
  locale: string;
  /** the raw token from `Authorization`, when one was sent */
  token: string | null;
  /** the client's address (client-address.ts), for per-address limits */
  address: string;
  /** the User-Agent header ('' when none), for the login history's device summary */
  userAgent: string;
}

const users = new WeakMap<FastifyRequest, number>();

export function post<S extends TSchema>(
  app: FastifyInstance,
  ctx: AppContext,
  path: string,
  opts: { body: S; auth?: boolean; limit?: RequestLimit },
  handler: (req: RouteRequest<S>) => Promise<unknown>,
): void {
  const { limit } = opts;
  app.post(
    API_PREFIX + path,
    {
      schema: { body: opts.body },
      // first of all, before the body is even read
      ...(limit ? { onRequest: (request: FastifyRequest) => limit(request) } : {}),
      // before validation: a request without a session gets 401, whatever its body
      preValidation: async (request) => {
        request.body ??= {};
        if (!opts.auth) return;
        const token = tokenFromHeader(request.headers.authorization);
        const userId = token ? await ctx.accounts.verifyToken(token) : null;
        if (userId === null) throw unauthorized();
        users.set(request, userId);
      },
    },
    async (request) => {
      const data = await handler({
        body: request.body as Static<S>,
        userId: users.get(request) ?? 0,
        locale: resolveLocale(request.headers.locale),
        token: tokenFromHeader(request.headers.authorization),
        address: clientAddress(request),
        userAgent: request.headers['user-agent'] ?? '',
      });
      return { code: 0, msg: '', data: data ?? null };
    },
  );
}
