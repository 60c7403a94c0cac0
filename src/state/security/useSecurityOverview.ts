import type { SecurityOverview } from '@contract/security';
import { fetchSecurityOverview$ } from '../../api/security';
import { useRemoteData, type RemoteData } from '../remote';

/** The security centre's logins and other sessions (user/security/overview), asked on mount and by reload(). */
export function useSecurityOverview(): [RemoteData<SecurityOverview>, () => void] {
  return useRemoteData(fetchSecurityOverview$);
}
