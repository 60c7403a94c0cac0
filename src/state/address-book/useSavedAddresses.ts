import type { AddressListReq, SavedAddress } from '@contract/address-book';
import { fetchSavedAddresses$ } from '../../api/address-book';
import { useRemoteData, type RemoteData } from '../remote';

/**
 * user/address/list on mount and through `reload` (after an add or a delete). Only the user's own screens change the book,
 * so no live channel: every screen that shows it asks when it opens. The filter is read once, on first render.
 */
export function useSavedAddresses(filter: AddressListReq = {}): [RemoteData<SavedAddress[]>, () => void] {
  return useRemoteData(() => fetchSavedAddresses$(filter));
}
