/**
 * `npm run operator -- tickets list|show <id>|reply <id> "…"` (docs/help-and-tickets.md): readable output, the reply
 * stored sanitised and left for the server to push, a wrong id or an empty reply refused with exit 1 and nothing written.
 */
import { describe, expect, it } from 'vitest';
import type { Ticket } from '@contract/tickets';
import { runOperator } from '../../../server/operator/run';
import { tableOf, useTickets } from './ticket-fixture';

describe('operator: tickets', () => {
  const f = useTickets();
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOperator(argv, { db: f.ctx.db, now: () => 1_800_000_000_000, out: (l) => out.push(l) }, (l) => err.push(l));
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const file = async (title: string) =>
    (await f.api.call<Ticket>('ticket/create', { title, content: 'Details', images: [f.aliceImages[0]] }, { token: f.alice.token })).data;

  it('lists waiting tickets first and shows one in full', async () => {
    const first = await file('First question');
    const second = await file('Second question');
    await run('tickets', 'reply', String(first.id), 'Done');
    const list = await run('tickets', 'list');
    expect(list.code).toBe(0);
    expect(list.out.indexOf('Second question')).toBeLessThan(list.out.indexOf('First question'));
    const show = await run('tickets', 'show', String(second.id));
    expect(show.out).toContain('title: Second question');
    expect(show.out).toContain(`image: ${f.aliceImages[0]}`);
  });

  it('records a sanitised reply as unread and not yet pushed', async () => {
    const ticket = await file('Question');
    const answer = await run('tickets', 'reply', String(ticket.id), '<p>Yes<script>alert(1)</script></p>');
    expect(answer).toMatchObject({ code: 0, out: `ticket ${ticket.id}: reply recorded; the server pushes it to the user within a second` });
    const [row] = await tableOf(f);
    expect(row).toMatchObject({ status: 'replied', reply: '<p>Yes</p>', replied_at: 1_800_000_000_000, unread: 1, pushed: 0 });
  });

  it('refuses a wrong id and an empty reply with exit 1, writing nothing', async () => {
    const ticket = await file('Question');
    const before = await tableOf(f);
    expect(await run('tickets', 'reply', String(ticket.id + 9), 'Hi')).toMatchObject({
      code: 1,
      err: expect.stringContaining('does not exist'),
    });
    expect(await run('tickets', 'reply', String(ticket.id), '<script>only</script>')).toMatchObject({
      code: 1,
      err: expect.stringContaining('empty'),
    });
    expect(await run('tickets', 'show', '999')).toMatchObject({ code: 1 });
    expect(await tableOf(f)).toEqual(before);
  });
});
