/** Type guard for the `tickets` pushes (contract/tickets.ts: Ticket), as wire-shapes.ts does for spot. */
import { isTime, oneOf, orNull, shape, type Guard } from './wire-shapes';

const isId: Guard = (v) => Number.isSafeInteger(v) && (v as number) > 0;
const isLongText =
  (max: number): Guard =>
  (v) =>
    typeof v === 'string' && v.length <= max;

export const isTicket = shape({
  id: isId,
  title: isLongText(200),
  content: isLongText(4000),
  images: (v) => Array.isArray(v) && v.length <= 3 && v.every(isLongText(300)),
  status: oneOf('waiting', 'replied'),
  reply: orNull(isLongText(20_000)),
  repliedAt: orNull(isTime),
  createdAt: isTime,
  unread: (v) => typeof v === 'boolean',
});
