/**
 * The futures trading service (docs/futures.md), `ctx.futures`: the user's calls of docs/api.md (orders, positions,
 * closes, TP/SL, settings, account, funding records) on top of what the other futures parts use (risk-access.ts),
 * over one engine of perpetual books, orders, positions and ledger postings (futures-engine.ts).
 */
import type {
  ClosedPosition,
  ClosePositionReq,
  CloseAllReq,
  ContractAccount,
  FundingPayment,
  FuturesListReq,
  FuturesOrder,
  FuturesOrderDetail,
  FuturesSettings,
  PlaceFuturesOrderReq,
  Position,
  QuickCloseReq,
  SetLeverageReq,
  SetMarginModeReq,
  SetTpSlReq,
} from '@contract/futures';
import type { Paged } from '@contract/primitives';
import { AppError, unprocessable } from '../../errors';
import { FuturesRiskAccess } from './risk-access';
import type { PositionRecord } from './records';
import { closeAllClientId, closeAllPrefix, realizedOf } from './service-support';
import { pageQuery } from '../../store/paging';
import {
  orderById,
  ordersByClientIds,
  ordersByClientPrefix,
  pageClosedPositions,
  pageFunding,
  pageOrders,
  tradesOfOrder,
} from './trade-store';
import { optionalPrice, validateFuturesOrder, validId, validLots, validPrice } from './validate';
import { contractAccount } from './valuation';
import { toClosedPosition, toFundingPayment, toFuturesFill } from './views';

export type { FuturesDeps } from './futures-engine';
export type { FundingRun, OpenPosition, TriggerEvidence } from './ports';

export class FuturesService extends FuturesRiskAccess {
  async place(userId: number, req: PlaceFuturesOrderReq): Promise<FuturesOrder> {
    const order = validateFuturesOrder(req, (symbol) => this.engine.state.markets.get(symbol));
    return this.engine.orderView((await this.engine.submit({ kind: 'place', userId, order })).order!);
  }

  async cancel(userId: number, orderId: string): Promise<FuturesOrder> {
    const id = validId(orderId, 'orderNotFound');
    return this.engine.orderView((await this.engine.submit({ kind: 'cancel', userId, orderId: id })).order!);
  }

  openOrders(userId: number, req: FuturesListReq): Promise<Paged<FuturesOrder>> {
    return this.orders(userId, true, req);
  }

  orderHistory(userId: number, req: FuturesListReq): Promise<Paged<FuturesOrder>> {
    return this.orders(userId, false, req);
  }

  /** One of the user's orders with its fills; another user's or an unknown id is "not found", never "forbidden". */
  async orderDetail(userId: number, orderId: string): Promise<FuturesOrderDetail> {
    const id = validId(orderId, 'orderNotFound');
    const order = await orderById(this.engine.deps.db, id);
    if (!order || order.userId !== userId) throw new AppError(404, 'orderNotFound');
    const market = this.engine.market(order.symbol);
    const fills = await tradesOfOrder(this.engine.deps.db, id);
    return { order: this.engine.orderView(order), fills: fills.map((row) => toFuturesFill(row, id, market)) };
  }

  /** Open positions valued at the latest mark, of one perpetual when given. */
  async positions(userId: number, symbol?: string): Promise<Position[]> {
    if (symbol !== undefined) this.engine.market(symbol);
    await this.engine.ready();
    const { positions } = await this.valuation(userId);
    return symbol === undefined ? positions : positions.filter((p) => p.symbol === symbol);
  }

  async positionHistory(userId: number, req: FuturesListReq): Promise<Paged<ClosedPosition>> {
    const q = pageQuery(req);
    const { items, total } = await pageClosedPositions(this.engine.deps.db, userId, q);
    return { items: items.map((p) => toClosedPosition(p, this.engine.market(p.symbol))), page: q.page, size: q.size, total };
  }

  /** A reduce-only close of `quantity` lots: limit when a price is given, else market. */
  async closePosition(userId: number, req: ClosePositionReq): Promise<FuturesOrder> {
    const repeated = await this.repeated(userId, req.clientOrderId);
    if (repeated) return repeated;
    const position = await this.ownPosition(userId, req.positionId);
    const market = this.engine.market(position.symbol);
    const lots = validLots(req.quantity, market);
    const price = req.price === undefined ? null : validPrice(req.price, 'price', market);
    return this.placeClose(userId, position, lots, price, req.clientOrderId);
  }

  /** The whole closable quantity at market. */
  async quickClose(userId: number, req: QuickCloseReq): Promise<FuturesOrder> {
    const repeated = await this.repeated(userId, req.clientOrderId);
    if (repeated) return repeated;
    const position = await this.ownPosition(userId, req.positionId);
    const closable = this.closable(position);
    // every lot is already promised to resting close orders: nothing is left to close at market
    if (closable === 0n) throw unprocessable('closeExceedsClosable', { max: '0' });
    return this.placeClose(userId, position, closable, null, req.clientOrderId);
  }

  /** One market close per open position (of `symbol` when given); the order ids derive from `clientId`. */
  async closeAll(userId: number, req: CloseAllReq): Promise<FuturesOrder[]> {
    if (req.symbol !== undefined) this.engine.market(req.symbol);
    const placed = await ordersByClientPrefix(this.engine.deps.db, userId, closeAllPrefix(req.clientId));
    if (placed.length > 0) return placed.map((r) => this.engine.orderView(r));
    await this.engine.ready();
    const open = this.engine.state.positionsOfUser(userId).filter((p) => req.symbol === undefined || p.symbol === req.symbol);
    const closes = open
      .filter((p) => this.closable(p) > 0n)
      .map((p) => this.placeClose(userId, p, this.closable(p), null, closeAllClientId(req.clientId, p.id)));
    return Promise.all(closes);
  }

  async setTpSl(userId: number, req: SetTpSlReq): Promise<Position> {
    const position = await this.ownPosition(userId, req.positionId);
    const market = this.engine.market(position.symbol);
    const takeProfit = req.takeProfit === undefined ? undefined : optionalPrice(req.takeProfit, 'takeProfit', market);
    const stopLoss = req.stopLoss === undefined ? undefined : optionalPrice(req.stopLoss, 'stopLoss', market);
    await this.engine.submit({ kind: 'tpsl', userId, positionId: position.id, takeProfit, stopLoss });
    const { positions } = await this.valuation(userId);
    const found = positions.find((p) => p.id === String(position.id));
    if (!found) throw new AppError(404, 'positionNotFound');
    return found;
  }

  async settings(userId: number, symbol: string): Promise<FuturesSettings> {
    const market = this.engine.market(symbol);
    await this.engine.ready();
    return { symbol, ...this.engine.state.settingsOf(userId, symbol), maxLeverage: market.info.maxLeverage };
  }

  async setLeverage(userId: number, req: SetLeverageReq): Promise<FuturesSettings> {
    this.engine.market(req.symbol);
    await this.engine.submit({ kind: 'settings', userId, symbol: req.symbol, change: { leverage: req.leverage } });
    return this.settings(userId, req.symbol);
  }

  async setMarginMode(userId: number, req: SetMarginModeReq): Promise<FuturesSettings> {
    this.engine.market(req.symbol);
    await this.engine.submit({ kind: 'settings', userId, symbol: req.symbol, change: { marginMode: req.marginMode } });
    return this.settings(userId, req.symbol);
  }

  async account(userId: number): Promise<ContractAccount> {
    await this.engine.ready();
    const valuation = await this.valuation(userId);
    const { ledger, db } = this.engine.deps;
    return contractAccount(await ledger.balance(userId, 'contract', 'USDT'), valuation, await realizedOf(db, userId));
  }

  /** The user's funding payments, newest first. */
  async fundingRecords(userId: number, req: FuturesListReq): Promise<Paged<FundingPayment>> {
    const q = pageQuery(req);
    const { items, total } = await pageFunding(this.engine.deps.db, userId, q);
    return { items: items.map((row) => toFundingPayment(row, this.engine.market(row.symbol))), page: q.page, size: q.size, total };
  }

  private async placeClose(
    userId: number,
    p: PositionRecord,
    lots: bigint,
    price: bigint | null,
    clientOrderId: string,
  ): Promise<FuturesOrder> {
    const market = this.engine.market(p.symbol);
    const type = price === null ? ('market' as const) : ('limit' as const);
    const order = {
      market,
      positionSide: p.side,
      action: 'close' as const,
      type,
      clientOrderId,
      price,
      lots,
      takeProfit: null,
      stopLoss: null,
    };
    return this.engine.orderView((await this.engine.submit({ kind: 'place', userId, order })).order!);
  }

  private closable(p: PositionRecord): bigint {
    return p.lots - this.engine.state.closingLots(p.userId, p.symbol, p.side);
  }

  /** A close repeated with its clientOrderId answers the first order, even once the position it closed is gone. */
  private async repeated(userId: number, clientOrderId: string): Promise<FuturesOrder | null> {
    const [found] = await ordersByClientIds(this.engine.deps.db, [{ userId, clientOrderId }]);
    return found ? this.engine.orderView(found) : null;
  }

  /** Another user's position, or one that is closed or unknown, is simply not found. */
  private async ownPosition(userId: number, positionId: string): Promise<PositionRecord> {
    const id = validId(positionId, 'positionNotFound');
    await this.engine.ready();
    const p = this.engine.state.positions.get(id);
    if (!p || p.userId !== userId) throw new AppError(404, 'positionNotFound');
    return p;
  }

  private async orders(userId: number, open: boolean, req: FuturesListReq): Promise<Paged<FuturesOrder>> {
    const q = pageQuery(req);
    const { items, total } = await pageOrders(this.engine.deps.db, userId, open, q);
    return { items: items.map((r) => this.engine.orderView(r)), page: q.page, size: q.size, total };
  }
}
