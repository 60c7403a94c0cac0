/**
 * Tables of the futures trading service (server/futures/trading). Portable to SQLite and PostgreSQL like spot's:
 * money and prices are TEXT holding integer units (1e8), lots TEXT holding whole lots, ids and times (ms) BIGINT.
 * Ids are assigned by the service, the only writer, in acceptance order (so `futures_orders.id` is time priority).
 */
import type { Kysely, Migration } from 'kysely';
import type {
  FuturesAction,
  FuturesOrderOrigin,
  FuturesOrderStatus,
  FuturesOrderType,
  MarginMode,
  PositionCloseReason,
  PositionSide,
} from '@contract/futures';

export interface FuturesOrderRow {
  id: number;
  user_id: number;
  client_order_id: string;
  symbol: string;
  position_side: PositionSide;
  action: FuturesAction;
  type: FuturesOrderType;
  origin: FuturesOrderOrigin;
  /** limit price; market orders: the bound of their walk */
  price: string;
  /** the price the open order's margin was frozen at */
  reserve_price: string;
  lots: string;
  filled_lots: string;
  /** Σ notional of the fills (USDT units) */
  filled_notional: string;
  fee: string;
  /** still frozen in the ledger for the unfilled part of an open order */
  frozen: string;
  realized_pnl: string;
  leverage: number;
  margin_mode: MarginMode;
  /** set on the position when an open order fills; null when absent */
  take_profit: string | null;
  stop_loss: string | null;
  status: FuturesOrderStatus;
  created_at: number;
  updated_at: number;
  version: number;
}

export interface PositionRow {
  id: number;
  user_id: number;
  symbol: string;
  side: PositionSide;
  margin_mode: MarginMode;
  leverage: number;
  lots: string;
  max_lots: string;
  /** exact cost: Σ notional of the open fills still held */
  cost: string;
  margin: string;
  realized_pnl: string;
  fees: string;
  funding: string;
  /** Σ notional and lots of every open fill, for the average open price of the history */
  open_notional: string;
  opened_lots: string;
  /** Σ notional and lots of the close fills, for the average close price */
  close_notional: string;
  closed_lots: string;
  take_profit: string | null;
  stop_loss: string | null;
  /** null while open */
  close_reason: PositionCloseReason | null;
  /** LiquidationEvidence as JSON, for a liquidated position */
  liquidation: string | null;
  opened_at: number;
  closed_at: number | null;
  updated_at: number;
  version: number;
}

export interface FuturesTradeRow {
  id: number;
  symbol: string;
  price: string;
  lots: string;
  notional: string;
  taker_side: 'buy' | 'sell';
  buy_order_id: number;
  buy_user_id: number;
  buy_fee: string;
  sell_order_id: number;
  sell_user_id: number;
  sell_fee: string;
  ts: number;
}

export interface FuturesSettingsRow {
  user_id: number;
  symbol: string;
  leverage: number;
  margin_mode: MarginMode;
}

/** The journal of accepted commands, with the book's depth `seq` after each (restored on restart). */
export interface FuturesCommandRow {
  id: number;
  symbol: string;
  kind: string;
  user_id: number;
  ref_id: number;
  payload: string;
  seq: number;
  ts: number;
}

/** One funding of one perpetual at one funding time (applied once: the primary key), with the tick it used. */
export interface FundingRunRow {
  symbol: string;
  funding_time: number;
  rate: string;
  mark: string;
  mark_seq: number;
  ts: number;
}

/** One position's payment of a funding run: signed units, received positive, paid negative. */
export interface FundingPaymentRow {
  id: number;
  symbol: string;
  position_id: number;
  user_id: number;
  funding_time: number;
  rate: string;
  mark: string;
  mark_seq: number;
  amount: string;
}

export interface FuturesTables {
  futures_funding_runs: FundingRunRow;
  futures_funding: FundingPaymentRow;
  futures_orders: FuturesOrderRow;
  positions: PositionRow;
  futures_trades: FuturesTradeRow;
  futures_settings: FuturesSettingsRow;
  futures_commands: FuturesCommandRow;
}

export const futuresMigration: Migration = {
  async up(db: Kysely<any>) {
    const s = db.schema;
    const text = (name: string) => [name, 'text', (c: any) => c.notNull()] as const;
    await s
      .createTable('futures_orders')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('client_order_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('symbol', 'varchar(24)', (c) => c.notNull())
      .addColumn('position_side', 'varchar(5)', (c) => c.notNull())
      .addColumn('action', 'varchar(5)', (c) => c.notNull())
      .addColumn('type', 'varchar(6)', (c) => c.notNull())
      .addColumn('origin', 'varchar(16)', (c) => c.notNull())
      .addColumn(...text('price'))
      .addColumn(...text('reserve_price'))
      .addColumn(...text('lots'))
      .addColumn(...text('filled_lots'))
      .addColumn(...text('filled_notional'))
      .addColumn(...text('fee'))
      .addColumn(...text('frozen'))
      .addColumn(...text('realized_pnl'))
      .addColumn('leverage', 'integer', (c) => c.notNull())
      .addColumn('margin_mode', 'varchar(8)', (c) => c.notNull())
      .addColumn('take_profit', 'text')
      .addColumn('stop_loss', 'text')
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await s.createIndex('futures_orders_client_id').unique().on('futures_orders').columns(['user_id', 'client_order_id']).execute();
    await s.createIndex('futures_orders_user_status').on('futures_orders').columns(['user_id', 'status', 'id']).execute();
    await s.createIndex('futures_orders_status').on('futures_orders').columns(['status', 'id']).execute();

    await s
      .createTable('positions')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('symbol', 'varchar(24)', (c) => c.notNull())
      .addColumn('side', 'varchar(5)', (c) => c.notNull())
      .addColumn('margin_mode', 'varchar(8)', (c) => c.notNull())
      .addColumn('leverage', 'integer', (c) => c.notNull())
      .addColumn(...text('lots'))
      .addColumn(...text('max_lots'))
      .addColumn(...text('cost'))
      .addColumn(...text('margin'))
      .addColumn(...text('realized_pnl'))
      .addColumn(...text('fees'))
      .addColumn(...text('funding'))
      .addColumn(...text('open_notional'))
      .addColumn(...text('opened_lots'))
      .addColumn(...text('close_notional'))
      .addColumn(...text('closed_lots'))
      .addColumn('take_profit', 'text')
      .addColumn('stop_loss', 'text')
      .addColumn('close_reason', 'varchar(16)')
      .addColumn('liquidation', 'text')
      .addColumn('opened_at', 'bigint', (c) => c.notNull())
      .addColumn('closed_at', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await s.createIndex('positions_user_closed').on('positions').columns(['user_id', 'closed_at', 'id']).execute();
    await s.createIndex('positions_open').on('positions').columns(['close_reason', 'id']).execute();

    await s
      .createTable('futures_trades')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('symbol', 'varchar(24)', (c) => c.notNull())
      .addColumn(...text('price'))
      .addColumn(...text('lots'))
      .addColumn(...text('notional'))
      .addColumn('taker_side', 'varchar(4)', (c) => c.notNull())
      .addColumn('buy_order_id', 'bigint', (c) => c.notNull())
      .addColumn('buy_user_id', 'bigint', (c) => c.notNull())
      .addColumn(...text('buy_fee'))
      .addColumn('sell_order_id', 'bigint', (c) => c.notNull())
      .addColumn('sell_user_id', 'bigint', (c) => c.notNull())
      .addColumn(...text('sell_fee'))
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('futures_trades_symbol').on('futures_trades').columns(['symbol', 'id']).execute();

    await s
      .createTable('futures_settings')
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('symbol', 'varchar(24)', (c) => c.notNull())
      .addColumn('leverage', 'integer', (c) => c.notNull())
      .addColumn('margin_mode', 'varchar(8)', (c) => c.notNull())
      .addPrimaryKeyConstraint('futures_settings_pk', ['user_id', 'symbol'])
      .execute();

    await s
      .createTable('futures_commands')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('symbol', 'varchar(24)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('ref_id', 'bigint', (c) => c.notNull())
      .addColumn(...text('payload'))
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('futures_commands_symbol_seq').on('futures_commands').columns(['symbol', 'seq']).execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['futures_commands', 'futures_settings', 'futures_trades', 'positions', 'futures_orders']) {
      await db.schema.dropTable(table).execute();
    }
  },
};

/** Funding runs and payments (docs/futures.md, Funding): idempotent per perpetual and funding time. */
export const fundingMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('futures_funding_runs')
      .addColumn('symbol', 'varchar(24)', (c) => c.notNull())
      .addColumn('funding_time', 'bigint', (c) => c.notNull())
      .addColumn('rate', 'text', (c) => c.notNull())
      .addColumn('mark', 'text', (c) => c.notNull())
      .addColumn('mark_seq', 'bigint', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('futures_funding_runs_pk', ['symbol', 'funding_time'])
      .execute();
    await db.schema
      .createTable('futures_funding')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('symbol', 'varchar(24)', (c) => c.notNull())
      .addColumn('position_id', 'bigint', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('funding_time', 'bigint', (c) => c.notNull())
      .addColumn('rate', 'text', (c) => c.notNull())
      .addColumn('mark', 'text', (c) => c.notNull())
      .addColumn('mark_seq', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('futures_funding_user').on('futures_funding').columns(['user_id', 'id']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('futures_funding').execute();
    await db.schema.dropTable('futures_funding_runs').execute();
  },
};
