/**
 * The service's memory: the perpetual books, committed open orders and open positions (indexed by user and
 * symbol), the users' settings and the last ids. A command of a group moves it as soon as it succeeded; a failed
 * transaction replaces it as a whole by a rebuild from the database (as spot's EngineState).
 */
import type { MarginMode, PositionSide } from '@contract/futures';
import { PERPETUALS } from '../../catalogue/perpetuals';
import { PerpMarket } from './perp-market';
import { isOpenOrder, type FuturesOrderRecord, type PositionRecord } from './records';

export interface FuturesIds {
  order: number;
  trade: number;
  position: number;
  command: number;
  funding: number;
}

export interface SettingsValue {
  leverage: number;
  marginMode: MarginMode;
}

const key = (userId: number, symbol: string): string => `${userId}:${symbol}`;

export class TradingState {
  readonly markets = new Map(PERPETUALS.map((info) => [info.symbol, new PerpMarket(info)]));
  readonly orders = new Map<number, FuturesOrderRecord>();
  readonly positions = new Map<number, PositionRecord>();
  readonly settings = new Map<string, SettingsValue>();
  ids: FuturesIds = { order: 0, trade: 0, position: 0, command: 0, funding: 0 };
  private readonly ordersByKey = new Map<string, Set<number>>();
  private readonly positionByKey = new Map<string, PositionRecord>();
  private readonly positionIdsByUser = new Map<number, Set<number>>();

  /** Keeps an order while it is open, drops it once finished. */
  updateOrder(r: FuturesOrderRecord): void {
    const k = key(r.userId, r.symbol);
    if (isOpenOrder(r.status)) {
      this.orders.set(r.id, r);
      const ids = this.ordersByKey.get(k) ?? new Set<number>();
      ids.add(r.id);
      this.ordersByKey.set(k, ids);
    } else {
      this.orders.delete(r.id);
      this.ordersByKey.get(k)?.delete(r.id);
    }
  }

  /** Keeps a position while it holds lots, drops it once closed. */
  updatePosition(p: PositionRecord): void {
    const k = key(p.userId, p.symbol);
    const ofUser = this.positionIdsByUser.get(p.userId) ?? new Set<number>();
    this.positionIdsByUser.set(p.userId, ofUser);
    if (p.closeReason === null) {
      this.positions.set(p.id, p);
      this.positionByKey.set(k, p);
      ofUser.add(p.id);
    } else {
      this.positions.delete(p.id);
      if (this.positionByKey.get(k)?.id === p.id) this.positionByKey.delete(k);
      ofUser.delete(p.id);
    }
  }

  positionOf(userId: number, symbol: string): PositionRecord | undefined {
    return this.positionByKey.get(key(userId, symbol));
  }

  openOrdersOf(userId: number, symbol: string): FuturesOrderRecord[] {
    return [...(this.ordersByKey.get(key(userId, symbol)) ?? [])].map((id) => this.orders.get(id)!);
  }

  /** Lots that open close orders of this position's side already promise. */
  closingLots(userId: number, symbol: string, side: PositionSide): bigint {
    let lots = 0n;
    for (const o of this.openOrdersOf(userId, symbol)) if (o.action === 'close' && o.positionSide === side) lots += o.lots - o.filledLots;
    return lots;
  }

  settingsOf(userId: number, symbol: string): SettingsValue {
    const known = this.settings.get(key(userId, symbol));
    if (known) return known;
    const max = this.markets.get(symbol)?.info.maxLeverage ?? 20;
    return { leverage: Math.min(20, max), marginMode: 'cross' };
  }

  setSettings(userId: number, symbol: string, value: SettingsValue): void {
    this.settings.set(key(userId, symbol), value);
  }

  /** The open positions of one user (cross liquidation prices need the others). */
  positionsOfUser(userId: number): PositionRecord[] {
    return [...(this.positionIdsByUser.get(userId) ?? [])].map((id) => this.positions.get(id)!);
  }
}
