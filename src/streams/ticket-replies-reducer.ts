import type { Ticket } from '@contract/tickets';
import type { VersionedMsg } from './versioned-rows';

/** The user's tickets with a reply pushed on `tickets`, by id: the snapshot replaces them, an update adds or replaces one. */
export type TicketReplies = ReadonlyMap<number, Ticket>;

export const NO_TICKET_REPLIES: TicketReplies = new Map();

export function applyTicketReplies(state: TicketReplies, push: VersionedMsg<Ticket>): TicketReplies {
  if (push.type === 'snapshot') return new Map(push.data.map((t) => [t.id, t]));
  return new Map(state).set(push.data.id, push.data);
}
