import { describe, expect, it } from 'vitest';
import type { Ticket } from '@contract/tickets';
import { unreadReplyIds } from '../../../src/state/tickets/unreadReplies';
import { applyTicketReplies, NO_TICKET_REPLIES } from '../../../src/streams/ticket-replies-reducer';

const ticket = (id: number, repliedAt: number, unread = true): Ticket => ({
  id,
  title: `t${id}`,
  content: 'c',
  images: [],
  status: 'replied',
  reply: '<p>r</p>',
  repliedAt,
  createdAt: 1,
  unread,
});

describe('ticket replies and their badge', () => {
  it('a snapshot replaces the replies, an update adds or replaces one', () => {
    const snap = applyTicketReplies(NO_TICKET_REPLIES, { type: 'snapshot', data: [ticket(1, 10), ticket(2, 20)] });
    const next = applyTicketReplies(snap, { type: 'update', data: ticket(2, 30) });
    expect([...next.values()].map((t) => [t.id, t.repliedAt])).toEqual([
      [1, 10],
      [2, 30],
    ]);
    expect([...applyTicketReplies(next, { type: 'snapshot', data: [] }).keys()]).toEqual([]);
  });

  it('counts a reply unread until seen, and again when it is replaced', () => {
    const replies = new Map([
      [1, ticket(1, 10)],
      [2, ticket(2, 20)],
      [3, ticket(3, 30, false)],
    ]);
    expect(unreadReplyIds(replies, new Map())).toEqual([1, 2]);
    expect(unreadReplyIds(replies, new Map([[1, 10]]))).toEqual([2]);
    expect(unreadReplyIds(new Map([[1, ticket(1, 11)]]), new Map([[1, 10]]))).toEqual([1]);
  });
});
