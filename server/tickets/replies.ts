/**
 * What the operator command may do to tickets (server/operator/tickets.ts): read them and record a reply. The reply is
 * sanitised by the published HTML policy before it is stored and left for the running server to push (`pushed` 0).
 */
import type { Kysely } from 'kysely';
import { TICKET_CONTENT_MAX } from '@contract/tickets';
import { plainTextOf, sanitizeRichText } from '../content/html-policy';
import type { Database } from '../store/schema';
import type { TicketRow } from '../store/tables/tickets';

export type ReplyResult = { ok: true; reply: string } | { ok: false; reason: 'notFound' | 'empty' | 'tooLong' };

export async function listTickets(db: Kysely<Database>): Promise<TicketRow[]> {
  // waiting first, oldest first: the order they should be answered in
  return db.selectFrom('tickets').selectAll().orderBy('status', 'desc').orderBy('id', 'asc').execute();
}

export async function findTicket(db: Kysely<Database>, id: number): Promise<TicketRow | undefined> {
  return db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function recordReply(db: Kysely<Database>, id: number, text: string, now: number): Promise<ReplyResult> {
  const reply = sanitizeRichText(text.trim());
  if (plainTextOf(reply) === '') return { ok: false, reason: 'empty' };
  if (Array.from(reply).length > TICKET_CONTENT_MAX) return { ok: false, reason: 'tooLong' };
  const result = await db
    .updateTable('tickets')
    .set({ status: 'replied', reply, replied_at: now, unread: 1, pushed: 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { ok: true, reply } : { ok: false, reason: 'notFound' };
}
