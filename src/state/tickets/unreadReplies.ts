import type { Ticket } from '@contract/tickets';

/** When the user last saw each ticket's reply (its repliedAt), by ticket id, kept for this page session. */
export type SeenReplies = ReadonlyMap<number, number>;

/**
 * The ids of tickets whose reply the user has not seen: pushed as unread by the server (the snapshot after a sign-in or
 * a reconnect, or a new reply) and not seen here since that reply was written. A replaced reply is unread again.
 */
export function unreadReplyIds(replies: ReadonlyMap<number, Ticket>, seen: SeenReplies): number[] {
  return [...replies.values()].filter((t) => t.unread && t.repliedAt !== null && (seen.get(t.id) ?? -1) < t.repliedAt).map((t) => t.id);
}
