import type { InviteInfo } from '@contract/team';
import { fetchInvite$ } from '../../api/team';
import { useRemoteData, type RemoteData } from '../remote';

/** The user's invite code and link path (user/invite). */
export function useInvite(): [RemoteData<InviteInfo>, () => void] {
  return useRemoteData(fetchInvite$);
}

/** The full sign-up link a friend opens: this site's origin + `/register?code=…` (the server gives the path). */
export const inviteLinkOf = (invite: InviteInfo, origin: string): string => `${origin}${invite.invitePath}`;
