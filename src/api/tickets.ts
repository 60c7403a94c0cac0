import type { Observable } from 'rxjs';
import type { ContentSummary } from '@contract/content';
import type { Paged } from '@contract/primitives';
import type { Ticket, TicketCreateReq } from '@contract/tickets';
import { READ, request$ } from './http';

/** Tickets (docs/help-and-tickets.md): the user's questions to the operator and the replies. */
export function createTicket$(req: TicketCreateReq): Observable<Ticket> {
  return request$('ticket/create', req);
}

export function fetchTickets$(page: number, size: number): Observable<Paged<Ticket>> {
  return request$('ticket/list', { page, size }, READ);
}

/** Marks a ticket's reply as seen (the badge goes); answered with the ticket. */
export function readTicket$(id: number): Observable<Ticket> {
  return request$('ticket/read', { id }, READ);
}

/** Help articles containing every word of `keyword`, searched by the server in the reader's language. */
export function searchHelp$(keyword: string): Observable<Paged<ContentSummary>> {
  return request$('content/search', { keyword, size: 50 }, READ);
}
