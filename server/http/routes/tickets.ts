/** ticket/create, ticket/list, ticket/detail, ticket/read (server/tickets, docs/help-and-tickets.md). */
import type { FastifyInstance } from 'fastify';
import { TicketCreateReq, TicketIdReq, TicketListReq } from '@contract/tickets';
import type { AppContext } from '../../context';
import { startReplyPusher } from '../../tickets/reply-pusher';
import { post } from '../route';

const DEFAULT_PAGE_SIZE = 20;

export function registerTicketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { tickets } = ctx;
  const auth = true;
  // replies recorded by the operator command (another process) reach the `tickets` channel from here
  let pusher: { stop(): void } | null = null;
  app.addHook('onReady', () => {
    pusher = startReplyPusher(tickets);
    return Promise.resolve();
  });
  app.addHook('onClose', () => {
    pusher?.stop();
    return Promise.resolve();
  });

  post(app, ctx, 'ticket/create', { body: TicketCreateReq, auth }, ({ body, userId }) => tickets.create(userId, body));
  post(app, ctx, 'ticket/list', { body: TicketListReq, auth }, ({ body, userId }) =>
    tickets.list(userId, body.page ?? 1, body.size ?? DEFAULT_PAGE_SIZE),
  );
  post(app, ctx, 'ticket/detail', { body: TicketIdReq, auth }, ({ body, userId }) => tickets.detail(userId, body.id));
  post(app, ctx, 'ticket/read', { body: TicketIdReq, auth }, ({ body, userId }) => tickets.markRead(userId, body.id));
}
