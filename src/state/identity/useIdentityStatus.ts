import { useSubscription } from 'observable-hooks';
import type { IdentityStatus } from '@contract/identity';
import { fetchIdentityStatus$ } from '../../api/identity';
import { liveAccount$ } from '../account';
import { useRemoteData, type RemoteData } from '../remote';

const accountPushes$ = liveAccount$();

/**
 * The user's identity status (user/identity/status). The server pushes the user's UserInfo on the `account` channel
 * after every submission and review, but that carries no reason nor requirement, so each push asks for the status anew.
 */
export function useIdentityStatus(): [RemoteData<IdentityStatus>, () => void] {
  const [status, reload] = useRemoteData(fetchIdentityStatus$);
  useSubscription(accountPushes$, () => reload());
  return [status, reload];
}
