/** The fiat withdrawal calls of docs/api.md (`fiat/*`), answered by server/fiat. */
import type { FastifyInstance } from 'fastify';
import { FiatWithdrawListReq, FiatWithdrawReq } from '@contract/fiat';
import type { AppContext } from '../../context';
import { Empty, post } from '../route';

export function registerFiatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { fiat } = ctx;
  const auth = true;
  post(app, ctx, 'fiat/currencies', { body: Empty }, async () => fiat.rules());
  post(app, ctx, 'fiat/withdraw', { body: FiatWithdrawReq, auth }, ({ body, userId }) => fiat.withdraw(userId, body));
  post(app, ctx, 'fiat/withdraw/list', { body: FiatWithdrawListReq, auth }, ({ body, userId }) => fiat.list(userId, body));
  post(app, ctx, 'fiat/withdraw/limits', { body: Empty, auth }, ({ userId }) => fiat.limits(userId));
}
