/** The identity-verification calls of docs/api.md (user/identity/*), answered by server/identity (docs/identity.md). */
import type { FastifyInstance } from 'fastify';
import { AdvancedIdentityReq, BasicIdentityReq } from '@contract/identity';
import type { AppContext } from '../../context';
import { Empty, post } from '../route';

export function registerIdentityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { identity } = ctx;
  const auth = true;
  post(app, ctx, 'user/identity/status', { body: Empty, auth }, ({ userId }) => identity.status(userId));
  post(app, ctx, 'user/identity/basic', { body: BasicIdentityReq, auth }, ({ body, userId }) => identity.submitBasic(userId, body));
  post(app, ctx, 'user/identity/advanced', { body: AdvancedIdentityReq, auth }, ({ body, userId }) =>
    identity.submitAdvanced(userId, body),
  );
}
