/**
 * Request schemas and answer shapes of the ticket/* calls (docs/api.md, rules in docs/help-and-tickets.md): the
 * server validates with the schemas, the client imports the types only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Page, PageSize } from './primitives';

import { TICKET_CONTENT_MAX, TICKET_IMAGES_MAX, TICKET_TITLE_MAX } from './ticket-limits';
export { TICKET_CONTENT_MAX, TICKET_IMAGES_MAX, TICKET_TITLE_MAX, TICKETS_PER_DAY } from './ticket-limits';

/** Lengths are checked again after trimming by the server, which names the field in its message. */
export const TicketCreateReq = Type.Object(
  {
    title: Type.String({ maxLength: TICKET_TITLE_MAX * 2 }),
    content: Type.String({ maxLength: TICKET_CONTENT_MAX * 2 }),
    /** urls common/upload answered to this user */
    images: Type.Array(Type.String({ maxLength: 300 }), { maxItems: TICKET_IMAGES_MAX }),
  },
  { additionalProperties: false },
);
export type TicketCreateReq = Static<typeof TicketCreateReq>;

export const TicketListReq = Type.Object({ page: Type.Optional(Page), size: Type.Optional(PageSize) }, { additionalProperties: false });
export type TicketListReq = Static<typeof TicketListReq>;

export const TicketIdReq = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false });
export type TicketIdReq = Static<typeof TicketIdReq>;

export type TicketStatus = 'waiting' | 'replied';

export interface Ticket {
  id: number;
  /** plain text, as the user wrote it: render as text */
  title: string;
  /** plain text, as the user wrote it: render as text */
  content: string;
  /** urls of the user's own uploads */
  images: string[];
  status: TicketStatus;
  /** the operator's reply: HTML sanitised by the server's allowlist (docs/help-and-tickets.md); render with SafeHtml */
  reply: string | null;
  /** ms since the epoch */
  repliedAt: number | null;
  createdAt: number;
  /** a reply the user has not seen yet (the badge) */
  unread: boolean;
}
