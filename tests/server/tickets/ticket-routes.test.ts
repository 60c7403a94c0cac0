/**
 * Tickets (docs/help-and-tickets.md): a user files a question with their own images, reads only their own (another
 * user's id is 404 like an unknown one), gets the operator's reply over `tickets` once the server looks for it, and
 * marks it read; at most 10 a day.
 */
import { describe, expect, it } from 'vitest';
import type { Paged } from '@contract/primitives';
import type { Ticket } from '@contract/tickets';
import { recordReply } from '../../../server/tickets/replies';
import { tableOf, useTickets } from './ticket-fixture';

describe('ticket/*', () => {
  const f = useTickets();
  const create = (body: object, token = f.alice.token) => f.api.call<Ticket>('ticket/create', body, { token });

  it('files a ticket waiting for a reply, trimmed, with the user’s own images', async () => {
    const answer = await create({ title: '  Deposit missing ', content: 'Sent 10 USDT\nan hour ago', images: f.aliceImages.slice(0, 3) });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      title: 'Deposit missing',
      content: 'Sent 10 USDT\nan hour ago',
      status: 'waiting',
      reply: null,
      unread: false,
    });
    expect(answer.data.images).toEqual(f.aliceImages.slice(0, 3));
    const list = await f.api.call<Paged<Ticket>>('ticket/list', {}, { token: f.alice.token });
    expect(list.data.items.map((t) => t.id)).toEqual([answer.data.id]);
    expect((await f.api.call<Paged<Ticket>>('ticket/list', {}, { token: f.bob.token })).data.total).toBe(0);
  });

  it('answers 404 for another user’s ticket, as for one that does not exist, and changes nothing', async () => {
    const { data } = await create({ title: 'Mine', content: 'Private', images: [] });
    const before = await tableOf(f);
    for (const path of ['ticket/detail', 'ticket/read']) {
      for (const id of [data.id, data.id + 100]) {
        const answer = await f.api.call(path, { id }, { token: f.bob.token, locale: 'de' });
        expect([answer.status, answer.msg, answer.data]).toEqual([404, 'Frage nicht gefunden', null]);
      }
    }
    expect(await tableOf(f)).toEqual(before);
  });

  it('pushes an operator reply once, as unread, and ticket/read clears it', async () => {
    const { data } = await create({ title: 'Withdrawal', content: 'When?', images: [] });
    const pushed: [number, Ticket][] = [];
    f.ctx.bus.on('ticket', (userId, ticket) => void pushed.push([userId, ticket]));
    expect(await recordReply(f.ctx.db, data.id, '<p>Soon.<script>alert(1)</script></p>', 5)).toEqual({ ok: true, reply: '<p>Soon.</p>' });
    expect(await f.ctx.tickets.pushPendingReplies()).toBe(1);
    expect(await f.ctx.tickets.pushPendingReplies()).toBe(0);
    expect(pushed).toEqual([[f.alice.userId, { ...data, status: 'replied', reply: '<p>Soon.</p>', repliedAt: 5, unread: true }]]);
    expect((await f.ctx.tickets.unreadTickets(f.alice.userId)).map((t) => t.id)).toEqual([data.id]);
    const read = await f.api.call<Ticket>('ticket/read', { id: data.id }, { token: f.alice.token });
    expect(read.data.unread).toBe(false);
    expect(await f.ctx.tickets.unreadTickets(f.alice.userId)).toEqual([]);
  });

  it('refuses the 11th ticket of a day with 429 and writes nothing', async () => {
    for (let i = 0; i < 10; i++) expect((await create({ title: `Q${i}`, content: 'x', images: [] })).status).toBe(200);
    const before = await tableOf(f);
    const answer = await create({ title: 'Q10', content: 'x', images: [] });
    expect([answer.status, answer.msg]).toEqual([429, 'You can submit at most 10 questions a day, please try again tomorrow']);
    expect(await tableOf(f)).toEqual(before);
    // another user has their own 10
    expect((await create({ title: 'Bob', content: 'x', images: [] }, f.bob.token)).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await f.api.call('ticket/create', { title: 'a', content: 'b', images: [] })).status).toBe(401);
    expect((await f.api.call('ticket/list', {})).status).toBe(401);
  });
});
