/** The lock-mining calls of docs/api.md (lock/products … lock/order/revoke), answered by server/lock. */
import type { FastifyInstance } from 'fastify';
import { LockListReq, LockOrderIdReq, LockProductsReq, LockRedeemReq, LockRevokeReq, LockSubscribeReq } from '@contract/lock';
import type { AppContext } from '../../context';
import { post } from '../route';

export function registerLockRoutes(app: FastifyInstance, ctx: AppContext): void {
  const l = ctx.lock;
  const auth = true;
  post(app, ctx, 'lock/products', { body: LockProductsReq }, () => l.products());
  post(app, ctx, 'lock/subscribe', { body: LockSubscribeReq, auth }, ({ body, userId }) => l.subscribe(userId, body));
  post(app, ctx, 'lock/order/list', { body: LockListReq, auth }, ({ body, userId }) => l.list(userId, body));
  post(app, ctx, 'lock/order/detail', { body: LockOrderIdReq, auth }, ({ body, userId }) => l.detail(userId, body.id));
  post(app, ctx, 'lock/order/redeem/preview', { body: LockOrderIdReq, auth }, ({ body, userId }) => l.redeemPreview(userId, body.id));
  post(app, ctx, 'lock/order/redeem', { body: LockRedeemReq, auth }, ({ body, userId }) => l.redeem(userId, body));
  post(app, ctx, 'lock/order/revoke', { body: LockRevokeReq, auth }, ({ body, userId }) => l.revoke(userId, body));
}
