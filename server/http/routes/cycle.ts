/** The cycle contract calls of docs/api.md (cycle/rules … cycle/order/evidence), answered by server/cycle. */
import type { FastifyInstance } from 'fastify';
import { CycleListReq, CycleOrderIdReq, CycleTicksReq, PlaceCycleOrderReq } from '@contract/cycle';
import type { AppContext } from '../../context';
import { Empty, post } from '../route';

export function registerCycleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const c = ctx.cycle;
  const auth = true;
  post(app, ctx, 'cycle/rules', { body: Empty }, async () => c.rules());
  post(app, ctx, 'cycle/ticks', { body: CycleTicksReq }, ({ body }) => c.ticks(body));
  post(app, ctx, 'cycle/order/place', { body: PlaceCycleOrderReq, auth }, ({ body, userId }) => c.place(userId, body));
  post(app, ctx, 'cycle/order/open', { body: CycleListReq, auth }, ({ body, userId }) => c.openOrders(userId, body));
  post(app, ctx, 'cycle/order/history', { body: CycleListReq, auth }, ({ body, userId }) => c.history(userId, body));
  post(app, ctx, 'cycle/order/evidence', { body: CycleOrderIdReq, auth }, ({ body, userId }) => c.evidence(userId, body.id));
}
