import type { Observable } from 'rxjs';
import type { Paged } from '@contract/primitives';
import { READ, request$ } from './http';
import type { Content, ContentListReq, ContentSummary } from './shapes';

/** Notices or help articles, in the language of the `locale` header. */
export function fetchContentList$(req: ContentListReq): Observable<Paged<ContentSummary>> {
  return request$('content/list', req, READ);
}

export function fetchContentDetail$(id: number): Observable<Content> {
  return request$('content/detail', { id }, READ);
}

/** A page by its code: 'about', 'agreement', 'privacy', or an item's own code such as 'help-deposit'. */
export function fetchContentByCode$(code: string): Observable<Content> {
  return request$('content/detail/by/code', { code }, READ);
}
