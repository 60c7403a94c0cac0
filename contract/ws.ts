/** Wire types of the WebSocket protocol; see docs/protocol.md. */
import type { UserInfo } from './account';
import type { Balance } from './assets';
import type { CycleOrder, IndexTick } from './cycle';
import type { FuturesOrder, MarkTick, Position } from './futures';
import type { LockOrder } from './lock';
import type { Bar, Level, Ticker, Trade } from './market';
import type { Order } from './spot';
import type { TeamCounts } from './team';
import type { FiatWithdrawal } from './fiat';
import type { Ticket } from './tickets';
import type { Deposit, Withdrawal } from './wallet';

export type ClientOp =
  | { op: 'sub'; ch: string }
  | { op: 'unsub'; ch: string }
  | { op: 'resync'; ch: string }
  | { op: 'auth'; token: string }
  | { op: 'ping'; ts: number };

export type ControlMsg =
  | { op: 'pong'; ts: number }
  | { op: 'authed'; ok: true }
  | { op: 'unsubbed'; ch: string }
  | { op: 'error'; code: number; msg: string; ch?: string };

export interface Push<T = unknown> {
  ch: string;
  type: 'snapshot' | 'update';
  seq: number;
  ts: number;
  data: T;
}

export interface DepthSnapshotData {
  bids: Level[];
  asks: Level[];
}
export interface DepthUpdateData {
  bids: Level[];
  asks: Level[];
  checksum: number;
}

export type ServerMsg = Push | ControlMsg;

/** What each channel family carries: [snapshot data, update data]. */
export interface ChannelData {
  tickers: [Ticker[], Ticker[]];
  ticker: [Ticker, Ticker];
  depth: [DepthSnapshotData, DepthUpdateData];
  trades: [Trade[], Trade[]];
  kline: [Bar[], Bar];
  orders: [Order[], Order];
  balances: [Balance[], Balance[]];
  mark: [MarkTick, MarkTick];
  marks: [MarkTick[], MarkTick[]];
  positions: [Position[], Position];
  futuresOrders: [FuturesOrder[], FuturesOrder];
  index: [IndexTick[], IndexTick];
  cycleOrders: [CycleOrder[], CycleOrder];
  deposits: [Deposit[], Deposit];
  withdrawals: [Withdrawal[], Withdrawal];
  account: [UserInfo, UserInfo];
  lockOrders: [LockOrder[], LockOrder];
  tickets: [Ticket[], Ticket];
  fiatWithdrawals: [FiatWithdrawal[], FiatWithdrawal];
  team: [TeamCounts, TeamCounts];
}

export const PRIVATE_CHANNELS = [
  'orders',
  'balances',
  'positions',
  'futuresOrders',
  'cycleOrders',
  'deposits',
  'withdrawals',
  'lockOrders',
  'account',
  'fiatWithdrawals',
  'tickets',
  'team',
] as const;
export const DEPTH_CHECKSUM_LEVELS = 25;

export const channel = {
  tickers: () => 'tickers',
  ticker: (symbol: string) => `ticker.${symbol}`,
  depth: (symbol: string) => `depth.${symbol}`,
  trades: (symbol: string) => `trades.${symbol}`,
  kline: (symbol: string, interval: string) => `kline.${symbol}.${interval}`,
  /** a perpetual's mark ticks (`BTCUSDT-PERP`) */
  mark: (perp: string) => `mark.${perp}`,
  marks: () => 'marks',
  /** a cycle symbol's index tick log (`BTCUSDT`, `XAUUSDT`) */
  index: (symbol: string) => `index.${symbol}`,
} as const;
