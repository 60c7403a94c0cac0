/** The futures journeys' side door: a second user who rests the other side of each fill, and reads of the server's state. */
import type { FuturesOrder, MarkTick, Position } from '@contract/futures';
import { ok, registerByApi, uniqueEmail, type Call } from './api';

export const PERP = 'BTCUSDT-PERP';

export const markOf = async (api: Call, symbol = PERP): Promise<string> => (await ok(api<MarkTick>('contract/mark', { symbol }))).mark;

export const positionsOf = (api: Call, token: string): Promise<Position[]> =>
  ok(api<Position[]>('contract/position/list', { symbol: PERP }, token));

/** A registered user with demo funds, 5,000 USDT of them in the futures account. */
export async function fundedMaker(api: Call): Promise<string> {
  const { token } = await registerByApi(api, uniqueEmail('maker'), 'maker2024');
  await ok(api('asset/demo/fund', {}, token));
  await ok(
    api('asset/transfer', { asset: 'USDT', amount: '5000', from: 'spot', to: 'contract', clientId: `maker-funds-${Date.now()}` }, token),
  );
  return token;
}

let serial = 0;
/** `maker` rests a limit order of `lots` at `price` (the current mark by default): the other side of a later fill. */
export async function rest(
  api: Call,
  maker: string,
  order: { positionSide: 'long' | 'short'; action: 'open' | 'close'; lots: string; price?: string },
): Promise<FuturesOrder> {
  const price = order.price ?? (await markOf(api));
  const body = {
    symbol: PERP,
    positionSide: order.positionSide,
    action: order.action,
    type: 'limit',
    price,
    quantity: order.lots,
    clientOrderId: `maker-order-${Date.now()}-${++serial}`,
  };
  return ok(api<FuturesOrder>('contract/order/place', body, maker));
}
