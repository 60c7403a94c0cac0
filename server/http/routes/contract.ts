/**
 * The futures trading calls of docs/api.md (contract/settings … contract/funding/records), answered by the futures
 * trading service (server/futures/trading); the public perpetual reads are in contract-market.ts.
 */
import type { FastifyInstance } from 'fastify';
import {
  CloseAllReq,
  ClosePositionReq,
  FuturesListReq,
  FuturesOrderIdReq,
  PlaceFuturesOrderReq,
  PositionListReq,
  QuickCloseReq,
  SetLeverageReq,
  SetMarginModeReq,
  SetTpSlReq,
  SymbolReq,
} from '@contract/futures';
import type { AppContext } from '../../context';
import { Empty, post } from '../route';

export function registerContractRoutes(app: FastifyInstance, ctx: AppContext): void {
  const f = ctx.futures;
  const auth = true;
  post(app, ctx, 'contract/settings', { body: SymbolReq, auth }, ({ body, userId }) => f.settings(userId, body.symbol));
  post(app, ctx, 'contract/leverage/set', { body: SetLeverageReq, auth }, ({ body, userId }) => f.setLeverage(userId, body));
  post(app, ctx, 'contract/margin-mode/set', { body: SetMarginModeReq, auth }, ({ body, userId }) => f.setMarginMode(userId, body));
  post(app, ctx, 'contract/order/place', { body: PlaceFuturesOrderReq, auth }, ({ body, userId }) => f.place(userId, body));
  post(app, ctx, 'contract/order/cancel', { body: FuturesOrderIdReq, auth }, ({ body, userId }) => f.cancel(userId, body.orderId));
  post(app, ctx, 'contract/order/open', { body: FuturesListReq, auth }, ({ body, userId }) => f.openOrders(userId, body));
  post(app, ctx, 'contract/order/history', { body: FuturesListReq, auth }, ({ body, userId }) => f.orderHistory(userId, body));
  post(app, ctx, 'contract/order/detail', { body: FuturesOrderIdReq, auth }, ({ body, userId }) => f.orderDetail(userId, body.orderId));
  post(app, ctx, 'contract/position/list', { body: PositionListReq, auth }, ({ body, userId }) => f.positions(userId, body.symbol));
  post(app, ctx, 'contract/position/history', { body: FuturesListReq, auth }, ({ body, userId }) => f.positionHistory(userId, body));
  post(app, ctx, 'contract/position/close', { body: ClosePositionReq, auth }, ({ body, userId }) => f.closePosition(userId, body));
  post(app, ctx, 'contract/position/close/quick', { body: QuickCloseReq, auth }, ({ body, userId }) => f.quickClose(userId, body));
  post(app, ctx, 'contract/position/close/all', { body: CloseAllReq, auth }, ({ body, userId }) => f.closeAll(userId, body));
  post(app, ctx, 'contract/position/tpsl', { body: SetTpSlReq, auth }, ({ body, userId }) => f.setTpSl(userId, body));
  post(app, ctx, 'contract/account', { body: Empty, auth }, ({ userId }) => f.account(userId));
  post(app, ctx, 'contract/funding/records', { body: FuturesListReq, auth }, ({ body, userId }) => f.fundingRecords(userId, body));
}
