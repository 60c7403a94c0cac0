/**
 * `npm run operator -- tickets list|show <id>|reply <id> "<text>"` (docs/help-and-tickets.md): reads tickets and records
 * the operator's reply, sanitised by the published HTML policy; the running server pushes it on `tickets` within a
 * second. Nothing here touches money.
 */
import { plainTextOf } from '../content/html-policy';
import { findTicket, listTickets, recordReply } from '../tickets/replies';
import { formatTable, formatTime } from './table';
import { OperatorRefusal, type OperatorArea } from './types';

const SHORT = 40;
const short = (text: string) => (text.length > SHORT ? `${text.slice(0, SHORT - 1)}…` : text);

export const ticketsArea: OperatorArea = {
  list: {
    summary: 'every ticket, waiting ones first, oldest first',
    params: [],
    async run(ctx) {
      const rows = await listTickets(ctx.db);
      if (rows.length === 0) return ctx.out('no ticket yet');
      const cells = rows.map((t) => [String(t.id), String(t.user_id), t.status, formatTime(t.created_at), short(t.title)]);
      for (const line of formatTable(['id', 'user', 'status', 'filed', 'title'], cells)) ctx.out(line);
    },
  },
  show: {
    summary: 'one ticket in full, with its images and reply',
    params: ['id'],
    async run(ctx, args) {
      const id = Number(args.positional[0]);
      const t = await findTicket(ctx.db, id);
      if (!t) throw new OperatorRefusal(`ticket ${id} does not exist`);
      ctx.out(`ticket ${t.id} of user ${t.user_id}, ${t.status}, filed ${formatTime(t.created_at)}`);
      ctx.out(`title: ${t.title}`);
      ctx.out(`content: ${t.content}`);
      for (const url of JSON.parse(t.images) as string[]) ctx.out(`image: ${url}`);
      if (t.reply !== null) ctx.out(`reply (${formatTime(t.replied_at)}): ${plainTextOf(t.reply)}`);
    },
  },
  reply: {
    summary: 'record the reply to a ticket (HTML allowed, sanitised; replaces an earlier reply)',
    params: ['id', 'text'],
    async run(ctx, args) {
      const id = Number(args.positional[0]);
      const result = await recordReply(ctx.db, id, args.positional[1] ?? '', ctx.now());
      if (!result.ok) {
        const why = {
          notFound: `ticket ${id} does not exist`,
          empty: 'the reply is empty',
          tooLong: 'the reply is longer than 2000 characters',
        };
        throw new OperatorRefusal(why[result.reason]);
      }
      ctx.out(`ticket ${id}: reply recorded; the server pushes it to the user within a second`);
    },
  },
};
