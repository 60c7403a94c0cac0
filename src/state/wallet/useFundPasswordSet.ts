import { map } from 'rxjs';
import { fetchUserInfo$ } from '../../api/account';
import { useRemoteData, type RemoteData } from '../remote';

/** Whether the signed-in user has a fund password (user/info `hasFundPassword`), asked on mount. */
export function useFundPasswordSet(): [RemoteData<boolean>, () => void] {
  return useRemoteData(() => fetchUserInfo$().pipe(map((info) => info.hasFundPassword)));
}
