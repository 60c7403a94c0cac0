/** The in-process event bus: the engine and the market publish, the gateway and the market listen. */
import { EventEmitter } from 'node:events';
import type { UserInfo } from '@contract/account';
import type { Balance } from '@contract/assets';
import type { CycleOrder, IndexTick } from '@contract/cycle';
import type { FuturesOrder, MarkTick, Position } from '@contract/futures';
import type { LockOrder } from '@contract/lock';
import type { Bar, Ticker, Trade } from '@contract/market';
import type { Order } from '@contract/spot';
import type { TeamCounts } from '@contract/team';
import type { Ticket } from '@contract/tickets';
import type { FiatWithdrawal } from '@contract/fiat';
import type { Deposit, Withdrawal } from '@contract/wallet';
import type { DepthUpdateData } from '@contract/ws';

export interface BusEvents {
  /** the operator's reply to a user's ticket, found by the server's reply pusher after the commit (the `tickets` channel) */
  ticket: [userId: number, ticket: Ticket];
  /** a public trade printed by the matching engine */
  trade: [symbol: string, trade: Trade];
  /**
   * changed levels of a book (absolute quantities, "0" removes), with the book's new sequence number
   * and the checksum of docs/protocol.md over the book after the change
   */
  depth: [symbol: string, change: DepthUpdateData & { seq: number }];
  /** an order of a user changed */
  order: [userId: number, order: Order];
  /** a futures order of a user changed (the `futuresOrders` channel) */
  futuresOrder: [userId: number, order: FuturesOrder];
  /** a position of a user changed: a fill, funding, TP/SL edit; `quantity` "0" once it closed (the `positions` channel) */
  position: [userId: number, position: Position];
  /** balances of a user changed */
  balance: [userId: number, balances: Balance[]];
  /** a ticker changed (published by server/market, at most every 250 ms per symbol) */
  ticker: [ticker: Ticker];
  /** the current bar of a symbol/interval changed */
  kline: [symbol: string, interval: string, bar: Bar];
  /** a perpetual's mark tick, published after the tick log's commit (server/futures/price) */
  mark: [tick: MarkTick];
  /** a cycle symbol's index tick, published after the tick log's commit (server/cycle) */
  indexTick: [tick: IndexTick];
  /** a cycle order of a user was accepted or settled, after the commit (the `cycleOrders` channel) */
  cycleOrder: [userId: number, order: CycleOrder];
  /** a lock order of a user was subscribed, paid a dividend, redeemed or completed, after the commit (the `lockOrders` channel) */
  lockOrder: [userId: number, order: LockOrder];
  /** a deposit of a user was seen, confirmed, credited or unlocked, or got its voucher, after the commit (the `deposits` channel) */
  deposit: [userId: number, deposit: Deposit];
  /** a withdrawal of a user was accepted, broadcast, confirmed one block further, approved or rejected, after the commit (the `withdrawals` channel) */
  withdrawal: [userId: number, withdrawal: Withdrawal];
  /** a fiat withdrawal of a user was accepted or moved by the bank job (processing, paid, rejected), after the commit (the `fiatWithdrawals` channel) */
  fiatWithdrawal: [userId: number, withdrawal: FiatWithdrawal];
  /** a user's UserInfo changed server-side (identity review, credit score…), after the commit (the `account` channel) */
  account: [userId: number, info: UserInfo];
  /** an account joined the user's team (within TEAM_LEVELS below it), after the sign-up's commit (the `team` channel) */
  team: [userId: number, counts: TeamCounts];
}

export class Bus extends EventEmitter<BusEvents> {
  constructor() {
    super();
    this.setMaxListeners(0);
  }
}
