/**
 * Tables of the spot engine. Portable to SQLite and PostgreSQL: money, prices and quantities are
 * TEXT holding integer units (1e8), ids and times (ms) are BIGINT. Ids are assigned by the engine,
 * which is the only writer, in acceptance order; so `orders.id` order is time priority.
 */
import type { Kysely, Migration } from 'kysely';
import type { OrderSide, OrderStatus, OrderType } from '@contract/spot';

export interface OrderRow {
  id: number;
  user_id: number;
  client_order_id: string;
  symbol: string;
  side: OrderSide;
  type: OrderType;
  price: string;
  quantity: string;
  quote_amount: string;
  filled_qty: string;
  filled_quote: string;
  fee: string;
  /** what is still frozen in the ledger for this order (released when it finishes) */
  frozen: string;
  status: OrderStatus;
  created_at: number;
  updated_at: number;
  /** Order.version (added by orderVersionMigration; orders older than it start at 1) */
  version: number;
}

export interface TradeRow {
  id: number;
  symbol: string;
  price: string;
  qty: string;
  quote: string;
  taker_side: OrderSide;
  buy_order_id: number;
  buy_user_id: number;
  buy_fee: string;
  sell_order_id: number;
  sell_user_id: number;
  sell_fee: string;
  ts: number;
}

/** The journal of accepted commands, with the book's depth `seq` after each. */
export interface SpotCommandRow {
  id: number;
  symbol: string;
  kind: 'place' | 'cancel';
  user_id: number;
  order_id: number;
  /** the request as received (place) or {} (cancel), JSON */
  payload: string;
  trade_count: number;
  seq: number;
  ts: number;
}

export interface SpotTables {
  orders: OrderRow;
  trades: TradeRow;
  spot_commands: SpotCommandRow;
}

export const spotMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('orders')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('client_order_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('symbol', 'varchar(16)', (c) => c.notNull())
      .addColumn('side', 'varchar(4)', (c) => c.notNull())
      .addColumn('type', 'varchar(6)', (c) => c.notNull())
      .addColumn('price', 'text', (c) => c.notNull())
      .addColumn('quantity', 'text', (c) => c.notNull())
      .addColumn('quote_amount', 'text', (c) => c.notNull())
      .addColumn('filled_qty', 'text', (c) => c.notNull())
      .addColumn('filled_quote', 'text', (c) => c.notNull())
      .addColumn('fee', 'text', (c) => c.notNull())
      .addColumn('frozen', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('orders_client_id').unique().on('orders').columns(['user_id', 'client_order_id']).execute();
    await db.schema.createIndex('orders_user_status').on('orders').columns(['user_id', 'status', 'id']).execute();
    await db.schema.createIndex('orders_status').on('orders').columns(['status', 'id']).execute();

    await db.schema
      .createTable('trades')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('symbol', 'varchar(16)', (c) => c.notNull())
      .addColumn('price', 'text', (c) => c.notNull())
      .addColumn('qty', 'text', (c) => c.notNull())
      .addColumn('quote', 'text', (c) => c.notNull())
      .addColumn('taker_side', 'varchar(4)', (c) => c.notNull())
      .addColumn('buy_order_id', 'bigint', (c) => c.notNull())
      .addColumn('buy_user_id', 'bigint', (c) => c.notNull())
      .addColumn('buy_fee', 'text', (c) => c.notNull())
      .addColumn('sell_order_id', 'bigint', (c) => c.notNull())
      .addColumn('sell_user_id', 'bigint', (c) => c.notNull())
      .addColumn('sell_fee', 'text', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('trades_symbol').on('trades').columns(['symbol', 'id']).execute();
    await db.schema.createIndex('trades_buyer').on('trades').columns(['buy_user_id', 'id']).execute();
    await db.schema.createIndex('trades_seller').on('trades').columns(['sell_user_id', 'id']).execute();

    await db.schema
      .createTable('spot_commands')
      .addColumn('id', 'bigint', (c) => c.primaryKey())
      .addColumn('symbol', 'varchar(16)', (c) => c.notNull())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('order_id', 'bigint', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('trade_count', 'integer', (c) => c.notNull())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('spot_commands_symbol_seq').on('spot_commands').columns(['symbol', 'seq']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('spot_commands').execute();
    await db.schema.dropTable('trades').execute();
    await db.schema.dropTable('orders').execute();
  },
};

/** Order.version, so that a client can tell a late push of an order from a newer one (docs/protocol.md). */
export const orderVersionMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('orders')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('orders').dropColumn('version').execute();
  },
};
