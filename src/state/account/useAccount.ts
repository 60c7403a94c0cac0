import { filter, type Observable } from 'rxjs';
import type { UserInfo } from '@contract/account';
import { fetchUserInfo$ } from '../../api/account';
import { getAccount$ } from '../../streams';
import { usePrivateData, type RemoteData } from '../remote';

/** The signed-in user's account as pushed (the signed-out null is never shown: usePrivateData holds no data then). */
export const liveAccount$ = (): Observable<UserInfo> => getAccount$().pipe(filter((user): user is UserInfo => user !== null));

/** The signed-in user's UserInfo: live from the private `account` channel, user/info until the socket delivers. */
export function useAccount(): [RemoteData<UserInfo>, () => void] {
  return usePrivateData<UserInfo>(liveAccount$, fetchUserInfo$);
}
