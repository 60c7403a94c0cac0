/**
 * The checks of ticket/create beyond the schema (docs/help-and-tickets.md): lengths after trimming, no control
 * characters, images the user's own uploads, each once. Refusals name the field as the screen labels it.
 */
import type { Kysely } from 'kysely';
import { TICKET_CONTENT_MAX, TICKET_TITLE_MAX, type TicketCreateReq } from '@contract/tickets';
import { isOwnUpload } from '../content/upload-owner';
import { badRequest } from '../errors';
import type { Database } from '../store/schema';

// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- a title is one line
const TITLE_CONTROL = /[\u0000-\u001f\u007f]/;

function checkText(field: 'title' | 'content', value: string, max: number, forbidden: RegExp): string {
  const text = value.trim();
  if (text === '') throw badRequest('invalidField', { field, reason: 'required' });
  if (Array.from(text).length > max) throw badRequest('invalidField', { field, reason: 'maxLength', limit: max });
  if (forbidden.test(text)) throw badRequest('invalidField', { field, reason: 'invalid' });
  return text;
}

export interface CheckedTicket {
  title: string;
  content: string;
  images: string[];
}

export async function checkTicket(db: Kysely<Database>, userId: number, req: TicketCreateReq): Promise<CheckedTicket> {
  const title = checkText('title', req.title, TICKET_TITLE_MAX, TITLE_CONTROL);
  const content = checkText('content', req.content, TICKET_CONTENT_MAX, CONTROL);
  if (new Set(req.images).size !== req.images.length) throw badRequest('invalidField', { field: 'images', reason: 'invalid' });
  for (const url of req.images) {
    if (!(await isOwnUpload(db, userId, url))) throw badRequest('invalidField', { field: 'images', reason: 'invalid' });
  }
  return { title, content, images: req.images };
}
