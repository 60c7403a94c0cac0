import { useObservableState } from 'observable-hooks';
import { BehaviorSubject, combineLatest, map, type Observable, type Subscription } from 'rxjs';
import type { Ticket } from '@contract/tickets';
import { readTicket$ } from '../../api/tickets';
import { getTicketReplies$ } from '../../streams';
import { unreadReplyIds, type SeenReplies } from './unreadReplies';

const seen$ = new BehaviorSubject<SeenReplies>(new Map());

/** Ids of the tickets with a reply not seen yet: the badge on the help centre's "My questions" and on each row. */
export const unreadReplyIds$: Observable<readonly number[]> = combineLatest([getTicketReplies$(), seen$]).pipe(
  map(([replies, seen]) => unreadReplyIds(replies, seen)),
);

const NONE: readonly number[] = [];

export function useUnreadReplyIds(): readonly number[] {
  return useObservableState(unreadReplyIds$, NONE);
}

/**
 * The user saw this ticket's reply: the badge goes at once, and the server is told (ticket/read) so it stays gone after a
 * reload. Answers the request's subscription (null when there is no reply), which the caller ends when it goes away.
 */
export function markReplySeen(ticket: Ticket): Subscription | null {
  if (ticket.repliedAt === null) return null;
  seen$.next(new Map(seen$.value).set(ticket.id, ticket.repliedAt));
  return readTicket$(ticket.id).subscribe({ error: () => undefined });
}
