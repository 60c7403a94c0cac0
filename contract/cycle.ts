/**
 * Cycle contracts (the Options tab): predict whether a symbol's index is up or down after a fixed period. The rules
 * and their numbers are docs/cycle.md's, published by `cycle/rules`; the calls are in docs/api.md, the channels in
 * docs/protocol.md. Stakes, fees and payouts are USDT decimal strings with 2 decimals; prices are the index as
 * recorded in the index tick log (`index.<SYMBOL>` channel).
 */
import { Type, type Static } from '@sinclair/typebox';
import { ClientId, Page, PageSize, Symbol } from './primitives';

export type CycleCategory = 'crypto' | 'commodities';
export type CycleDirection = 'up' | 'down';
/** win: the index moved the chosen way; lose: the other way; tie: exit equals entry (stake and fee returned) */
export type CycleOutcome = 'win' | 'lose' | 'tie';
export type CycleOrderStatus = 'open' | 'settled';

export { CYCLE_CATEGORIES } from './cycle-categories';

/** One recorded tick of a symbol's index (the index tick log; no gaps in `seq` per symbol). */
export interface IndexTick {
  symbol: string;
  /** sequence of this symbol's tick log, 1, 2, 3 … */
  seq: number;
  ts: number;
  price: string;
}

/** One row of the period table. Rates are fractions ("0.85" is 85 %). */
export interface CyclePeriod {
  seconds: number;
  /** profit on a win as a fraction of the stake */
  payoutRate: string;
  minStake: string;
  maxStake: string;
  /** fee as a fraction of the stake, paid on top of it when the order is accepted; returned on a tie */
  feeRate: string;
}

export interface CycleSymbol {
  symbol: string;
  /** base asset, e.g. BTC, XAU */
  coinType: string;
  /** display name such as "BTC/USDT" */
  name: string;
  category: CycleCategory;
  coinId: number;
  icon: string;
  pricePrecision: number;
}

/** cycle/rules: everything the page needs to show and check before the user buys. */
export interface CycleRules {
  /** the rule version an order is settled by; stored on every order */
  version: string;
  asset: 'USDT';
  /** decimals of stakes, fees and payouts (2) */
  amountPrecision: number;
  /** how often the index tick log records each symbol, besides the ticks taken at acceptance and expiry */
  tickIntervalMs: number;
  periods: CyclePeriod[];
  symbols: CycleSymbol[];
}

export interface CycleOrder {
  id: string;
  clientId: string;
  symbol: string;
  category: CycleCategory;
  direction: CycleDirection;
  periodSeconds: number;
  stake: string;
  fee: string;
  /** the period's payout rate when the order was accepted */
  payoutRate: string;
  rulesVersion: string;
  /** when the server accepted the order (ms); the entry tick is the first tick at or after it */
  openTime: number;
  /** openTime + period; the exit tick is the first tick at or after it */
  expiryTime: number;
  entry: IndexTick;
  status: CycleOrderStatus;
  /** null while open */
  exit: IndexTick | null;
  outcome: CycleOutcome | null;
  /**
   * the change of the user's balance against not having bought, signed: win `stake × payoutRate − fee`,
   * lose `−(stake + fee)`, tie "0.00"; null while open
   */
  profit: string | null;
  /** what settlement credited back: win `stake + stake × payoutRate`, lose "0.00", tie `stake + fee`; null while open */
  payout: string | null;
  settledAt: number | null;
  /** per-order counter as spot's `Order.version`: 1 accepted, 2 settled */
  version: number;
}

/**
 * cycle/order/evidence: an order with what it was settled by, so anyone can check it: the entry and exit ticks, the
 * tick just before each (showing they are the first at or after openTime and expiryTime), the period row and rule
 * version used.
 */
export interface CycleEvidence {
  order: CycleOrder;
  /** the last tick recorded before openTime, null if none */
  beforeEntry: IndexTick | null;
  /** the last tick recorded before expiryTime, null while open or if none */
  beforeExit: IndexTick | null;
  period: CyclePeriod;
  rulesVersion: string;
}

/** A stake: a positive USDT amount with at most 2 decimals. */
export const Stake = Type.String({ pattern: '^(0|[1-9]\\d{0,11})(\\.\\d{1,2})?$', maxLength: 16 });
export const CycleId = Type.String({ pattern: '^[1-9]\\d{0,19}$', maxLength: 20 });

export const PlaceCycleOrderReq = Type.Object(
  {
    category: Type.Union([Type.Literal('crypto'), Type.Literal('commodities')]),
    symbol: Symbol,
    direction: Type.Union([Type.Literal('up'), Type.Literal('down')]),
    periodSeconds: Type.Integer({ minimum: 1, maximum: 86_400 }),
    stake: Stake,
    clientId: ClientId,
  },
  { additionalProperties: false },
);
export type PlaceCycleOrderReq = Static<typeof PlaceCycleOrderReq>;

export const CycleListReq = Type.Object({ page: Type.Optional(Page), size: Type.Optional(PageSize) }, { additionalProperties: false });
export type CycleListReq = Static<typeof CycleListReq>;

export const CycleOrderIdReq = Type.Object({ id: CycleId }, { additionalProperties: false });
export type CycleOrderIdReq = Static<typeof CycleOrderIdReq>;

/** cycle/ticks: the latest `limit` ticks of a symbol (oldest first), or those before `before` (ms) for older history. */
export const CycleTicksReq = Type.Object(
  {
    symbol: Symbol,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    before: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export type CycleTicksReq = Static<typeof CycleTicksReq>;
