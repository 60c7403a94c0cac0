import { skip } from 'rxjs';
import type { Ticket } from '@contract/tickets';
import { fetchTickets$ } from '../../api/tickets';
import { getTicketReplies$ } from '../../streams';
import { usePagedList, type PagedList } from '../paged';

/** The user's tickets, newest first, paged; a reply pushed on `tickets` brings a fresh first page in. */
export function useTickets(): PagedList<Ticket> {
  // the first value is the state at subscription (what the list's own first page already shows)
  return usePagedList(fetchTickets$, (ticket) => ticket.id, getTicketReplies$().pipe(skip(1)));
}
