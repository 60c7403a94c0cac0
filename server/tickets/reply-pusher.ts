/**
 * The operator command is another process on the same database, so the running server looks for replies it recorded
 * once a second and pushes them on `tickets` (docs/help-and-tickets.md).
 */
import type { TicketService } from './ticket-service';

export const REPLY_POLL_MS = 1000;

export function startReplyPusher(tickets: Pick<TicketService, 'pushPendingReplies'>, everyMs = REPLY_POLL_MS): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tickets
      .pushPendingReplies()
      .catch((err: unknown) => console.error('ticket replies: push failed', err))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  return { stop: () => clearInterval(timer) };
}
