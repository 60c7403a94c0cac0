/** spot/order/place, spot/order/cancel, spot/order/open, spot/order/history, spot/order/detail, spot/trade/history (server/engine). */
import type { FastifyInstance } from 'fastify';
import { CancelOrderReq, OrderDetailReq, OrderListReq, PlaceOrderReq } from '@contract/spot';
import type { AppContext } from '../../context';
import { post } from '../route';

export function registerSpotRoutes(app: FastifyInstance, ctx: AppContext): void {
  post(app, ctx, 'spot/order/place', { body: PlaceOrderReq, auth: true }, ({ body, userId }) => ctx.spot.place(userId, body));
  post(app, ctx, 'spot/order/cancel', { body: CancelOrderReq, auth: true }, ({ body, userId }) => ctx.spot.cancel(userId, body.orderId));
  post(app, ctx, 'spot/order/open', { body: OrderListReq, auth: true }, ({ body, userId }) => ctx.spot.openOrders(userId, body));
  post(app, ctx, 'spot/order/history', { body: OrderListReq, auth: true }, ({ body, userId }) => ctx.spot.orderHistory(userId, body));
  post(app, ctx, 'spot/order/detail', { body: OrderDetailReq, auth: true }, ({ body, userId }) =>
    ctx.spot.orderDetail(userId, body.orderId),
  );
  post(app, ctx, 'spot/trade/history', { body: OrderListReq, auth: true }, ({ body, userId }) => ctx.spot.tradeHistory(userId, body));
}
