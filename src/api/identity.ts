import type { Observable } from 'rxjs';
import type { AdvancedIdentityReq, BasicIdentityReq, IdentityStatus } from '@contract/identity';
import { READ, request$ } from './http';

/** Identity verification (docs/identity.md): the approved level, the latest submission and what is still required. */
export function fetchIdentityStatus$(): Observable<IdentityStatus> {
  return request$('user/identity/status', {}, READ);
}

/** Name, ID type, issuing country and ID number; answered with the status holding the pending Basic submission. */
export function submitBasicIdentity$(req: BasicIdentityReq): Observable<IdentityStatus> {
  return request$('user/identity/basic', req);
}

/** The three photos (the user's own common/upload urls); answered with the status holding the pending Advanced submission. */
export function submitAdvancedIdentity$(req: AdvancedIdentityReq): Observable<IdentityStatus> {
  return request$('user/identity/advanced', req);
}
