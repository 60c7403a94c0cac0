import type { Observable } from 'rxjs';
import type { AddressAddReq, AddressListReq, SavedAddress } from '@contract/address-book';
import { READ, request$ } from './http';

/** The user/address/* calls of docs/api.md: the withdrawal address book (docs/addresses-and-team.md). */

/** The saved addresses, newest first; `asset` (and `network`) narrow them, as the /withdraw picker asks. */
export function fetchSavedAddresses$(req: AddressListReq = {}): Observable<SavedAddress[]> {
  return request$('user/address/list', req, READ);
}

/**
 * Saves an address; the server checks it with the network's codec and answers 400 with the wallet's sentence, which the
 * add screen shows at the address (`shownByCaller`). Not retried: a second add of the same address is refused (409).
 */
export function addSavedAddress$(req: AddressAddReq, shownByCaller?: (err: unknown) => boolean): Observable<SavedAddress> {
  return request$('user/address/add', req, { shownByCaller });
}

/** Deletes one of the user's own entries; deleting it again answers 404, so no retry. */
export function deleteSavedAddress$(id: string): Observable<null> {
  return request$('user/address/delete', { id });
}
