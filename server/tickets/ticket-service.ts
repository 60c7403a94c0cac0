/**
 * Tickets of docs/help-and-tickets.md: a user files them (at most 10 a UTC day), reads their own (another user's id is
 * 404, as an unknown one), and marks a reply read. Replies come from the operator command (replies.ts); the running
 * server pushes them on `tickets` (pushPendingReplies). Nothing here touches money.
 */
import type { Kysely } from 'kysely';
import type { Paged } from '@contract/primitives';
import { TICKETS_PER_DAY, type Ticket, type TicketCreateReq } from '@contract/tickets';
import type { Bus } from '../bus';
import type { Clock } from '../clock';
import { AppError, notFound } from '../errors';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { checkTicket } from './ticket-checks';
import { toTicket } from './ticket-record';

const DAY_MS = 86_400_000;

export interface TicketServiceDeps {
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  clock: Clock;
}

export class TicketService {
  constructor(private readonly deps: TicketServiceDeps) {}

  async create(userId: number, req: TicketCreateReq): Promise<Ticket> {
    const checked = await checkTicket(this.deps.db, userId, req);
    return this.deps.serial.run(async (trx) => {
      const now = this.deps.clock.now();
      const today = await trx
        .selectFrom('tickets')
        .where('user_id', '=', userId)
        .where('created_at', '>=', now - (now % DAY_MS))
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(today.n) >= TICKETS_PER_DAY) throw new AppError(429, 'ticketDailyLimit', { limit: TICKETS_PER_DAY });
      const last = await trx
        .selectFrom('tickets')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      const row = {
        id: Number(last?.id ?? 0) + 1,
        user_id: userId,
        title: checked.title,
        content: checked.content,
        images: JSON.stringify(checked.images),
        status: 'waiting' as const,
        reply: null,
        replied_at: null,
        created_at: now,
        unread: 0,
        pushed: 1,
      };
      await trx.insertInto('tickets').values(row).execute();
      return toTicket(row);
    });
  }

  async list(userId: number, page: number, size: number): Promise<Paged<Ticket>> {
    const [rows, count] = await Promise.all([
      this.deps.db
        .selectFrom('tickets')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      this.deps.db
        .selectFrom('tickets')
        .where('user_id', '=', userId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toTicket), page, size, total: Number(count.n) };
  }

  async detail(userId: number, id: number): Promise<Ticket> {
    const row = await this.deps.db.selectFrom('tickets').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw notFound('ticketNotFound');
    return toTicket(row);
  }

  async markRead(userId: number, id: number): Promise<Ticket> {
    await this.detail(userId, id);
    await this.deps.serial.run((trx) => trx.updateTable('tickets').set({ unread: 0 }).where('id', '=', id).execute());
    return this.detail(userId, id);
  }

  /** The `tickets` snapshot: the user's tickets with a reply not yet seen. */
  async unreadTickets(userId: number): Promise<Ticket[]> {
    const rows = await this.deps.db
      .selectFrom('tickets')
      .selectAll()
      .where('user_id', '=', userId)
      .where('unread', '=', 1)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toTicket);
  }

  /** Publishes every reply the operator recorded since the last look, once each; answers how many. */
  async pushPendingReplies(): Promise<number> {
    // a plain read first: the write queue is taken only when the operator recorded something
    const waiting = await this.deps.db.selectFrom('tickets').select('id').where('pushed', '=', 0).limit(1).execute();
    if (waiting.length === 0) return 0;
    const rows = await this.deps.serial.run(async (trx) => {
      const pending = await trx.selectFrom('tickets').selectAll().where('pushed', '=', 0).execute();
      if (pending.length > 0) {
        await trx
          .updateTable('tickets')
          .set({ pushed: 1 })
          .where(
            'id',
            'in',
            pending.map((r) => r.id),
          )
          .execute();
      }
      return pending;
    });
    for (const row of rows) this.deps.bus.emit('ticket', Number(row.user_id), toTicket(row));
    return rows.length;
  }
}
