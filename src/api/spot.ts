import type { Observable } from 'rxjs';
import type { Paged } from '@contract/primitives';
import type { Order, OrderDetail, OrderListReq, PlaceOrderReq, UserTrade } from '@contract/spot';
import { isUnknownResource } from './errors';
import { READ, request$ } from './http';

/** Retried on network errors and 5xx: the server answers a repeated clientOrderId with the first order. */
export function placeOrder$(req: PlaceOrderReq): Observable<Order> {
  return request$('spot/order/place', req, { idempotent: true });
}

export function cancelOrder$(orderId: string): Observable<Order> {
  return request$('spot/order/cancel', { orderId });
}

export function fetchOpenOrders$(req: OrderListReq = {}): Observable<Paged<Order>> {
  return request$('spot/order/open', req, READ);
}

/** Finished orders, newest first. */
export function fetchOrderHistory$(req: OrderListReq = {}): Observable<Paged<Order>> {
  return request$('spot/order/history', req, READ);
}

export function fetchTradeHistory$(req: OrderListReq = {}): Observable<Paged<UserTrade>> {
  return request$('spot/trade/history', req, READ);
}

/** One of the user's own orders with its fills (/tradDetail); another user's or an unknown id is a 404. */
export function fetchOrderDetail$(orderId: string): Observable<OrderDetail> {
  return request$('spot/order/detail', { orderId }, { ...READ, shownByCaller: isUnknownResource });
}
