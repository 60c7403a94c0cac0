/**
 * Tickets (docs/help-and-tickets.md): a user's question with up to 3 of their own uploads, and the operator's reply.
 * The operator command records a reply with `pushed` 0; the running server pushes it on the `tickets` channel and sets
 * `pushed` to 1. Times are BIGINT milliseconds. Not a money table: nothing here moves funds.
 */
import type { Kysely, Migration, Selectable } from 'kysely';
import type { TicketStatus } from '@contract/tickets';
import type { MillisColumn } from './market';

export interface TicketsTable {
  id: number;
  user_id: MillisColumn;
  title: string;
  content: string;
  /** a JSON array of upload urls */
  images: string;
  status: TicketStatus;
  /** sanitised HTML (server/content/html-policy.ts) */
  reply: string | null;
  replied_at: MillisColumn | null;
  created_at: MillisColumn;
  /** 1 while the user has not seen the reply */
  unread: number;
  /** 0 until the running server pushed the reply on `tickets` */
  pushed: number;
}

/** A ticket as read from the table. */
export type TicketRow = Selectable<TicketsTable>;

export interface TicketTables {
  tickets: TicketsTable;
}

export const ticketsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('tickets')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('images', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('reply', 'text')
      .addColumn('replied_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('unread', 'integer', (c) => c.notNull())
      .addColumn('pushed', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tickets_user').on('tickets').columns(['user_id', 'id']).execute();
    // the server's look for replies still to push
    await db.schema.createIndex('tickets_pushed').on('tickets').column('pushed').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('tickets').execute();
  },
};
