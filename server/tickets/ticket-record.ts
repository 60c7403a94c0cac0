/** A stored ticket row as the wire's Ticket. */
import type { Ticket } from '@contract/tickets';
import type { TicketRow } from '../store/tables/tickets';

export function toTicket(row: TicketRow): Ticket {
  return {
    id: Number(row.id),
    title: row.title,
    content: row.content,
    images: JSON.parse(row.images) as string[],
    status: row.status,
    reply: row.reply,
    repliedAt: row.replied_at === null ? null : Number(row.replied_at),
    createdAt: Number(row.created_at),
    unread: Number(row.unread) === 1,
  };
}
